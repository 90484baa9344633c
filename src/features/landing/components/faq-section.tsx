import { ChevronDown } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import { faq } from '@/content/landing/faq.ts';
import { SectionHeading } from './section-heading.tsx';
import { closeOtherFaqItems } from '../faq-toggle.ts';

/**
 * docs/product-spec.md §2: one item open at a time, the first open initially, clicking the
 * open one closes it. Native <details name> gives exactly that with correct
 * keyboard and screen-reader behaviour; onToggle enforces it in browsers
 * that predate exclusive accordions (the prerendered page does the same from
 * the landing page, without this component: see faq-toggle.ts).
 */
const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => closeOtherFaqItems(event.currentTarget);

export default function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="offscreen-lazy py-20">
      <div className="container-page max-w-4xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions collectors ask us first" />
        <ul className="mt-12 grid gap-3">
          {faq.map((item, index) => (
            <li key={item.question}>
              <details name="faq" open={index === 0} onToggle={closeOthers} className="group card overflow-hidden open:border-gold-400/50">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-left font-semibold text-cream-50 hover:text-gold-200 [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <ChevronDown className="size-5 shrink-0 text-gold-400 transition-transform group-open:rotate-180" aria-hidden="true" />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-mist-300">{item.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
