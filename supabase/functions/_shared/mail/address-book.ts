/**
 * Confirmed addresses (migration 20261129000500_email_confirmations.sql,
 * docs/business.md "Mail to an address a stranger typed"): the business
 * mails automatically only an address someone confirmed, and an unconfirmed
 * one gets at most one acknowledgement, with its confirm link, in 24 hours.
 * The store is an interface so handler tests pass an in-memory one.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { check } from '../db-errors.ts';

export type ConfirmedVia = 'account' | 'link' | 'admin';

export interface AddressBook {
  isConfirmed(email: string): Promise<boolean>;
  /** Confirms the address (a no-op when it is already); true when this call did. */
  confirm(email: string, via: ConfirmedVia): Promise<boolean>;
  /** The confirm link's id → that address, confirmed now or before; null for an id we never issued. */
  confirmById(id: string): Promise<{ email: string; newly: boolean } | null>;
  /** Claims today's acknowledgement for the address: the id its confirm link is signed for and whether it is confirmed; null when one went in the last 24 hours. */
  claimAcknowledgement(email: string): Promise<{ id: string; confirmed: boolean } | null>;
  /** Gives a claim back when its mail did not go. */
  releaseAcknowledgement(id: string): Promise<void>;
}

export function createAddressBook(db: SupabaseClient): AddressBook {
  return {
    async isConfirmed(email) {
      return check(await db.rpc('email_is_confirmed', { p_email: email })) === true;
    },
    async confirm(email, via) {
      return check(await db.rpc('confirm_email_address', { p_email: email, p_via: via })) === true;
    },
    async confirmById(id) {
      const rows = check(await db.rpc('confirm_email_by_id', { p_id: id })) as Array<{ email: string; newly: boolean }> | null;
      return rows?.[0] ?? null;
    },
    async claimAcknowledgement(email) {
      const rows = check(await db.rpc('claim_acknowledgement', { p_email: email })) as Array<{ id: string; confirmed: boolean }> | null;
      return rows?.[0] ?? null;
    },
    async releaseAcknowledgement(id) {
      check(await db.rpc('release_acknowledgement', { p_id: id }));
    },
  };
}
