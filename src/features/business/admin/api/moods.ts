/** The sentiment analysis's queries and action for the inbox and /sentiment-analysis (fetchers in lead-sentiment.ts). */
import { useQuery } from '@tanstack/react-query';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';
import { loadNlp } from '../sentiment/load-nlp.ts';
import { analyseAll, fetchFlagged } from './lead-sentiment.ts';

export const useFlaggedLeads = () =>
  useQuery({
    queryKey: ['admin', 'inbox', 'flagged'],
    queryFn: () => fetchFlagged(),
  });

/** Loads the model (once), reads and analyses every text, stores the flags, then refreshes what shows them. */
export const useAnalyseAll = (onProgress: (done: number, total: number) => void) =>
  useChangeMutation(['admin'], async () => analyseAll(await loadNlp(), onProgress));
