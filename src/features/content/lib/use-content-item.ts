import { useLocation } from 'react-router';
import { findContent, type ContentItem } from '@/content/collections.ts';

/** The content entry the route table sent this page (its path is the URL, without a trailing slash). */
export function useContentItem(): ContentItem {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const item = findContent(path);
  if (!item) throw new Error(`No content entry for ${pathname}`);
  return item;
}
