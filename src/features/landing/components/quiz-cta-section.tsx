import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';

export default function QuizCtaSection() {
  return (
    <section aria-labelledby="quiz-title" className="offscreen-lazy py-10">
      <div className="container-page">
        <div className="grid items-center gap-8 overflow-hidden rounded-2xl border border-gold-400/30 bg-gradient-to-br from-wine-800 via-wine-900 to-cellar-900 p-8 sm:p-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <p className="eyebrow">2-minute quiz</p>
            <h2 id="quiz-title" className="mt-3 text-3xl text-cream-50 sm:text-4xl">
              Is your space right for a wine cellar?
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-cream-100/90">
              Eight questions about your collection, your space and your plans. You get a suitability score, the kind of cellar that fits,
              and the next step, whether that is a cabinet, a closet conversion or a custom walk-in.
            </p>
            <Link to="/calculators/suitability" className="btn-gold mt-8 px-6 text-base">
              <ClipboardCheck className="size-5" aria-hidden="true" />
              Take the Cellar Quiz
            </Link>
          </div>
          <img
            src="/images/quiz.svg"
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            alt=""
            className="mx-auto aspect-[4/3] h-auto w-full max-w-sm"
          />
        </div>
      </div>
    </section>
  );
}
