import { env } from '@/lib/env.ts';
import { ArticleLayout } from '../components/article-layout.tsx';
import { CaseStudyFacts } from '../components/case-study-facts.tsx';
import { useContentBody } from '../lib/body.ts';
import { articleJsonLd } from '../lib/structured-data.ts';
import { crumbsFor, eyebrowFor } from '../lib/sections.ts';
import { useContentItem } from '../lib/use-content-item.ts';

export default function CaseStudyPage() {
  const item = useContentItem();
  const body = useContentBody(item.path);
  return (
    <ArticleLayout
      item={item}
      body={body}
      eyebrow={eyebrowFor(item)}
      crumbs={crumbsFor(item, '')}
      jsonLd={articleJsonLd(item, env.siteUrl)}
      beforeBody={item.caseStudy ? <CaseStudyFacts facts={item.caseStudy} /> : undefined}
    />
  );
}
