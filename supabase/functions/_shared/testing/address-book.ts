/** An in-memory address book with the table's rules (one acknowledgement a day, confirmation once), for handler tests. */
import type { AddressBook, ConfirmedVia } from '../mail/address-book.ts';

export interface AddressRow {
  id: string;
  email: string;
  confirmedVia: ConfirmedVia | null;
  acknowledgedAt: number | null;
}

export function memoryAddressBook(now: () => number = Date.now) {
  const rows = new Map<string, AddressRow>();
  const rowOf = (email: string) => {
    const key = email.trim().toLowerCase();
    let row = rows.get(key);
    if (!row) {
      row = { id: crypto.randomUUID(), email: key, confirmedVia: null, acknowledgedAt: null };
      rows.set(key, row);
    }
    return row;
  };
  const book: AddressBook = {
    isConfirmed: async (email) => rows.get(email.trim().toLowerCase())?.confirmedVia != null,
    async confirm(email, via) {
      const row = rowOf(email);
      if (row.confirmedVia) return false;
      row.confirmedVia = via;
      return true;
    },
    async confirmById(id) {
      const row = [...rows.values()].find((candidate) => candidate.id === id);
      if (!row) return null;
      const newly = row.confirmedVia === null;
      row.confirmedVia ??= 'link';
      return { email: row.email, newly };
    },
    async claimAcknowledgement(email) {
      const row = rowOf(email);
      if (row.acknowledgedAt !== null && row.acknowledgedAt > now() - 86_400_000) return null;
      row.acknowledgedAt = now();
      return { id: row.id, confirmed: row.confirmedVia !== null };
    },
    async releaseAcknowledgement(id) {
      const row = [...rows.values()].find((candidate) => candidate.id === id);
      if (row) row.acknowledgedAt = null;
    },
  };
  return { book, rows };
}
