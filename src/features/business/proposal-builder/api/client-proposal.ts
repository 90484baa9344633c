/** The client's side of a proposal link: no account, only the signed token (the proposals function checks it). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientView } from '@domain/proposal/record.ts';
import { invokeFunction } from '@/lib/functions.ts';

export type { ClientView };

const key = (token: string) => ['client-proposal', token];

export const useClientProposal = (token: string) =>
  useQuery({ queryKey: key(token), queryFn: () => invokeFunction<ClientView>('proposals', { action: 'view', token }), retry: false });

export function useAcceptProposal(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: { name: string; agree: boolean }) => invokeFunction<ClientView>('proposals', { action: 'accept', token, ...answer }),
    onSuccess: (view) => client.setQueryData(key(token), view),
  });
}
