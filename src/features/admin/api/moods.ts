/** The sentiment analysis's queries and action for the inbox and /sentiment-analysis (fetchers in lead-sentiment.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refetchAfterChange } from '@/lib/query-client.tsx';
import { getSupabase } from '@/lib/supabase.ts';
import { loadNlp } from '../sentiment/load-nlp.ts';
import { analyseAll, fetchFlagged } from './lead-sentiment.ts';

export const useFlaggedLeads = () =>
  useQuery({
    queryKey: ['admin', 'inbox', 'flagged'],
    queryFn: async () => fetchFlagged(await getSupabase()),
  });

/** Loads the model (once), reads and analyses every text, stores the flags, then refreshes what shows them. */
export function useAnalyseAll(onProgress: (done: number, total: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [nlp, db] = await Promise.all([loadNlp(), getSupabase()]);
      return analyseAll(db, nlp, onProgress);
    },
    onSettled: () => refetchAfterChange(client, ['admin']),
  });
}
