import { highlight } from '../lib/highlight.ts';

/** Text with the query's words marked, as React elements: content is never parsed as markup. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-gold-400/25 px-0.5 text-cream-50">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
