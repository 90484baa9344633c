/** Competitors' prices: read, add and remove (admins only, by RLS). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readRows, writeRows } from '@/lib/db-read.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';
import type { PricePoint } from '@domain/competitors/compare.ts';
import type { CompetitorPointInput } from '../schemas.ts';

interface Row {
  id: string;
  competitor: string;
  offer: string | null;
  bottles: number;
  price_usd: number | string;
  quoted_on: string;
  source: 'entered' | 'quote';
  source_name: string | null;
}

const KEY = ['admin', 'competitor-prices'] as const;

export const competitorPricesQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: async (): Promise<PricePoint[]> =>
      (
        await readRows<Row>((db) =>
          db.from('competitor_prices').select('id, competitor, offer, bottles, price_usd, quoted_on, source, source_name').order('quoted_on', { ascending: false }),
        )
      ).map((row) => ({
        id: row.id,
        competitor: row.competitor,
        offer: row.offer,
        bottles: row.bottles,
        // numeric may arrive as text.
        priceUsd: Number(row.price_usd),
        quotedOn: row.quoted_on,
        source: row.source,
        sourceName: row.source_name,
      })),
  });

export const useCompetitorPrices = () => useQuery(competitorPricesQuery());

export const useAddCompetitorPrice = () =>
  useChangeMutation(KEY, ({ point, source, sourceName }: { point: CompetitorPointInput; source: 'entered' | 'quote'; sourceName: string | null }) =>
    writeRows((db) =>
      db.from('competitor_prices').insert({
        competitor: point.competitor,
        offer: point.offer === '' ? null : point.offer,
        bottles: point.bottles,
        price_usd: point.priceUsd,
        quoted_on: point.quotedOn,
        source,
        source_name: sourceName,
      }),
    ),
  );

export const useRemoveCompetitorPrice = () =>
  useChangeMutation(KEY, (id: string) => writeRows((db) => db.from('competitor_prices').delete().eq('id', id)));
