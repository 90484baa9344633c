import { useEffect, useRef } from 'react';
import { WithQueries } from '@/lib/query-client.tsx';
import { useSavedCalculation } from '../api/saved-calculation.ts';
import type { AttachedCalculation } from '@/lib/quote-prefill.ts';

interface LoaderProps {
  id: string;
  userId: string;
  onLoaded: (found: AttachedCalculation | null) => void;
}

function Loader({ id, userId, onLoaded }: LoaderProps) {
  const { data, isSuccess } = useSavedCalculation(id, userId);
  const report = useRef(onLoaded);
  report.current = onLoaded;
  useEffect(() => {
    if (isSuccess) report.current(data);
  }, [isSuccess, data]);
  return null;
}

/**
 * Loads `?calculation=<id>` with the visitor's session. A module of its own,
 * loaded only when a link carries an id: the quote form itself needs neither
 * TanStack Query nor a query (whose cache timer would also keep a prerender
 * process alive).
 */
export default function SavedCalculationLoader(props: LoaderProps) {
  return (
    <WithQueries>
      <Loader {...props} />
    </WithQueries>
  );
}
