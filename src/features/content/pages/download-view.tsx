import { ArticleLayout } from '../components/article-layout.tsx';
import { DownloadButton } from '../components/download-button.tsx';
import { useArticle } from '../lib/use-article.ts';

/** A free guide: what is inside (the page's text), its length, and a real PDF download above and below it. */
export default function DownloadPage() {
  const article = useArticle();
  const { item } = article;
  const pdf = item.pdf;
  if (!pdf) throw new Error(`${item.path} names no pdf in its frontmatter`);
  const button = <DownloadButton pdf={pdf} pages={item.pages} title={item.title} />;

  return (
    <ArticleLayout
      {...article}
      headerExtra={
        <div className="no-print mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          {button}
          <p className="text-sm text-mist-300">US Letter · free, no sign-up</p>
        </div>
      }
      afterBody={
        <aside aria-labelledby="download-again-title" className="no-print mt-12 rounded-xl border border-gold-500/60 bg-cream-100 p-6 text-center sm:p-8">
          <h2 id="download-again-title" className="font-display text-2xl text-ink-900">
            Get your free copy
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-sm leading-relaxed text-ink-700">
            Print it and keep it with your plans. The PDF is generated from the same research as our guides, so its figures match what you read here.
          </p>
          <div className="mt-5 flex justify-center">{button}</div>
        </aside>
      }
    />
  );
}
