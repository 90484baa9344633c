import { useInnerHtml } from '@/lib/inner-html.ts';
/** Inline structured data. Escaping '<' keeps a stray '</script>' inside any string from ending the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={useInnerHtml(JSON.stringify(data).replace(/</g, '\\u003c'))} />;
}
