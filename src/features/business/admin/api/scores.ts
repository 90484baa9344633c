/** The scoring's queries and actions for the inbox and /lead-scoring (fetchers in lead-scores.ts). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { refetchAfterChange } from '@/lib/query-client.tsx';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';
import type { FitReport } from '@domain/scoring/fit.ts';
import type { Weights } from '@domain/scoring/model.ts';
import { INBOX_VIEW } from './inbox-query.ts';
import { applyModel, fetchActiveModel, fetchTrainingSet, rescoreAll, scoreUnscored } from './lead-scores.ts';
import { LEAD_COLUMNS, type Lead } from './types.ts';
import { readRows } from '@/lib/db-read.ts';

const SCORING = ['admin', 'scoring'] as const;

export const activeModelQuery = queryOptions({
  queryKey: [...SCORING, 'model'],
  queryFn: () => fetchActiveModel(),
});
export const useActiveModel = () => useQuery(activeModelQuery);

export const useTrainingSet = () =>
  useQuery({
    queryKey: [...SCORING, 'training'],
    queryFn: () => fetchTrainingSet(),
  });

/** The open leads most worth a call: highest score first. */
export const useTopLeads = (limit = 10) =>
  useQuery({
    queryKey: ['admin', 'inbox', 'top-scored', limit],
    queryFn: () =>
      readRows<Lead>((db) =>
        db.from(INBOX_VIEW).select(LEAD_COLUMNS).not('status', 'in', '(won,lost)').not('score', 'is', null).order('score', { ascending: false }).order('created_at', { ascending: false }).limit(limit),
      ),
  });

/**
 * Leads the inbox shows without a score (new arrivals) are scored as soon as
 * an admin's inbox sees them, then the list is read again with their scores.
 */
export function useScoreUnscored(rows: readonly Lead[] | undefined) {
  const client = useQueryClient();
  const unscored = (rows ?? []).filter((lead) => lead.score === null).map((lead) => lead.id);
  return useQuery({
    queryKey: [...SCORING, 'unscored', unscored],
    enabled: unscored.length > 0,
    queryFn: async () => {
      const count = await scoreUnscored();
      await refetchAfterChange(client, ['admin', 'inbox']);
      return count;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useRescoreAll = () => useChangeMutation(['admin'], () => rescoreAll());

export const useApplyModel = () =>
  useChangeMutation(['admin'], ({ model, metrics }: { model: Weights; metrics: Omit<FitReport, 'model'> | null }) => applyModel(model, metrics));
