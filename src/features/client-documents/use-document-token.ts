import { useSearchParams } from 'react-router';

/**
 * The mailed link's token (`?proposal=…`, `?contract=…`). The client's pages
 * are never prerendered (the SPA shell serves them), so the URL is read on
 * the first render.
 */
export function useDocumentToken(param: string): string | null {
  const [params] = useSearchParams();
  const token = params.get(param)?.trim();
  return token ? token : null;
}
