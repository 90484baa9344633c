import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase.ts';

export interface Signup {
  id: string;
  email: string;
  source: string;
  created_at: string;
}

const COLUMNS = 'id, email, source, created_at';

export const newsletterQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: ['admin', 'newsletter', page, size],
    queryFn: async () => {
      const from = (page - 1) * size;
      const { data, error, count } = await (await getSupabase())
        .from('newsletter_signups')
        .select(COLUMNS, { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, from + size - 1);
      if (error) throw new Error(error.message);
      return { rows: (data ?? []) as Signup[], total: count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

export const useNewsletter = (page: number, size: number) => useQuery(newsletterQuery(page, size));

export async function fetchAllSignups(batch = 1000): Promise<Signup[]> {
  const supabase = await getSupabase();
  const rows: Signup[] = [];
  for (let from = 0; ; from += batch) {
    const { data, error } = await supabase.from('newsletter_signups').select(COLUMNS).order('created_at', { ascending: false }).order('id').range(from, from + batch - 1);
    if (error) throw new Error(error.message);
    rows.push(...((data ?? []) as Signup[]));
    if (!data || data.length < batch) return rows;
  }
}
