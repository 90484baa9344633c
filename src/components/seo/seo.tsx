import { env } from '@/lib/env.ts';

export interface SeoProps {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article' | undefined;
  image?: string | undefined;
  noindex?: boolean;
}

/**
 * Title, description, canonical, Open Graph and Twitter tags for one page.
 * React 19 hoists these into <head> itself (and the prerenderer moves them
 * there in static HTML), which is all react-helmet-async 3 does on React 19.
 */
export function Seo({ title, description, path, type = 'website', image, noindex = false }: SeoProps) {
  const url = `${env.siteUrl}${path}`;
  const imageUrl = new URL(image ?? '/og/default.png', env.siteUrl).toString();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content="WineCellarGPT" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
