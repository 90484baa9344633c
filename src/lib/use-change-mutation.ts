import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { refetchAfterChange } from './query-client.tsx';

/** A write, after which (done or failed) the queries under `queryKey` are read again, those on screen at once. */
export function useChangeMutation<T, R>(queryKey: QueryKey, run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => refetchAfterChange(client, queryKey) });
}
