import { ArticleLayout } from '../components/article-layout.tsx';
import { CaseStudyFacts } from '../components/case-study-facts.tsx';
import { useArticle } from '../lib/use-article.ts';

export default function CaseStudyPage() {
  const article = useArticle();
  const { caseStudy } = article.item;
  return (
    <ArticleLayout
      {...article}
      beforeBody={caseStudy ? <CaseStudyFacts facts={caseStudy} /> : undefined}
    />
  );
}
