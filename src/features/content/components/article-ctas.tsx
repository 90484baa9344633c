import { Link } from 'react-router';
import { ArrowRight, Calculator, MessageCircle, ShieldCheck } from 'lucide-react';
import { business } from '@domain/business.ts';
import { useAssistant } from '@/features/chat/index.ts';
import type { ContentItem } from '@/content/collections.ts';
import { calculatorFor } from '../lib/calculators.ts';

/** The three next steps every article ends on: the calculator that fits it, the free quote, the assistant. */
export function ArticleCtas({ item }: { item: Pick<ContentItem, 'related' | 'tags'> }) {
  const { open } = useAssistant();
  const calculator = calculatorFor(item);
  return (
    <section aria-labelledby="next-steps-title" className="no-print mt-14">
      <h2 id="next-steps-title" className="text-2xl text-cream-50 sm:text-3xl">
        Your next step
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        <li className="card flex flex-col p-6">
          <Calculator className="size-7 text-gold-400" aria-hidden="true" />
          <h3 className="mt-4 text-xl text-cream-50">{calculator.title}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-mist-300">{calculator.text}</p>
          <Link to={calculator.to} className="btn-outline mt-5">
            Open the {calculator.title.toLowerCase()}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </li>
        <li className="card flex flex-col border-gold-400/50 bg-wine-900/60 p-6">
          <ShieldCheck className="size-7 text-gold-400" aria-hidden="true" />
          <h3 className="mt-4 text-xl text-cream-50">A design and budget for your space</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-mist-300">
            A designer reviews your room and collection and sends a layout, a cooling recommendation and an itemized budget. We reply within{' '}
            {business.offer.responseHours} hours.
          </p>
          <Link to="/quote" className="btn-gold mt-5">
            {business.offer.quoteCta}
          </Link>
        </li>
        <li className="card flex flex-col p-6">
          <MessageCircle className="size-7 text-gold-400" aria-hidden="true" />
          <h3 className="mt-4 text-xl text-cream-50">Ask the cellar expert</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-mist-300">
            Questions about your own room? The assistant answers from these guides and the calculators, with links to its sources.
          </p>
          <button type="button" className="btn-outline mt-5" onClick={open}>
            Ask the assistant
          </button>
        </li>
      </ul>
    </section>
  );
}

export default ArticleCtas;
