/** The client's side of a contract link: no account, only the signed token (the contracts function checks it). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientContract } from '@domain/contract/record.ts';
import { FunctionError } from '@/lib/errors.ts';
import { invokeFunction } from '@/lib/functions.ts';

export type { ClientContract };

const key = (token: string) => ['client-contract', token];

export const useClientContract = (token: string) =>
  useQuery({ queryKey: key(token), queryFn: () => invokeFunction<ClientContract>('contracts', { action: 'view', token }), retry: false });

export function useSignContract(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: { name: string; agree: boolean }) => invokeFunction<ClientContract>('contracts', { action: 'sign', token, ...answer }),
    onSuccess: (view) => client.setQueryData(key(token), view),
    // Someone signed first (409): read the contract again, so the page shows the signature on record.
    onError: (error) => {
      if (error instanceof FunctionError && error.code === 'conflict') void client.invalidateQueries({ queryKey: key(token) });
    },
  });
}
