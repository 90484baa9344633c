import { useMemo } from 'react';

/**
 * The dangerouslySetInnerHTML value for a string, the same object for as long
 * as the string is the same.
 *
 * React 19 compares the prop by identity, not by its __html: a fresh
 * `{ __html }` on each render rewrites the element's whole content, so an
 * article body was rebuilt on every re-render of its page (a hash change
 * did it), losing its laid-out sections, any selection and focus inside it.
 */
export function useInnerHtml(html: string): { __html: string } {
  return useMemo(() => ({ __html: html }), [html]);
}
