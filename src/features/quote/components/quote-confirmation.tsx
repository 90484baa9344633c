import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CircleCheck, ClipboardList, MessageSquare, Hammer } from 'lucide-react';
import { business } from '@domain/business.ts';
import { BreakableEmail } from '@/components/ui/breakable-email.tsx';
import { QUOTE_MESSAGES } from '../quote-messages.ts';

const NEXT = [
  {
    icon: MessageSquare,
    when: `Within ${business.offer.responseHours} hours`,
    title: 'We reply to arrange your consultation',
    text: 'A cellar designer reads your request and any plans or photos, then calls or emails to book a time that suits you.',
  },
  {
    icon: CalendarClock,
    when: 'Your free consultation',
    title: 'We talk through the space and the collection',
    text: 'On site or by video: the room, what surrounds it, your bottles and how you want to use the cellar.',
  },
  {
    icon: ClipboardList,
    when: 'Design and itemized budget',
    title: `Your quote, worth $${business.offer.quoteValueUsd.toLocaleString('en-US')}`,
    text: 'A layout, racking plan and cooling recommendation sized from a load calculation, with an itemized budget you can compare line by line.',
  },
  {
    icon: Hammer,
    when: 'If you go ahead',
    title: `Built in ${business.timeline.label}`,
    text: `Construction starts once the design is agreed and takes ${business.timeline.label}. Every cellar carries our warranties: ${business.warranties.label.toLowerCase()}.`,
  },
] as const;

export function QuoteConfirmation({ reference, email }: { reference: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="confirmation-title" className="grid gap-6" data-testid="quote-confirmation">
      <div className="flex items-start gap-4">
        <CircleCheck className="mt-1 size-8 shrink-0 text-gold-300" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="confirmation-title" ref={heading} tabIndex={-1} className="text-3xl text-cream-50 outline-none">
            {QUOTE_MESSAGES.successTitle}
          </h2>
          <p className="mt-2 text-lg text-mist-300">
            Your quote request is in. We’ll write to{' '}
            <strong className="font-semibold text-cream-50">
              <BreakableEmail email={email} />
            </strong>{' '}
            within{' '}
            {business.offer.responseHours} hours to schedule your free consultation.
          </p>
          <p className="mt-2 text-sm text-mist-400">
            Reference <span className="font-mono text-mist-300">{reference.slice(0, 8).toUpperCase()}</span>
          </p>
        </div>
      </div>
      <div>
        <h3 className="font-sans text-sm font-semibold tracking-wide text-gold-200 uppercase">What happens next</h3>
        <ol className="mt-4 grid gap-0">
          {NEXT.map(({ icon: Icon, when, title, text }, index) => (
            <li key={title} className="relative grid grid-cols-[2.5rem_1fr] gap-4 pb-6 last:pb-0">
              {index < NEXT.length - 1 ? <span className="absolute top-10 bottom-0 left-5 w-px bg-cellar-600" aria-hidden="true" /> : null}
              <span className="flex size-10 items-center justify-center rounded-full border border-gold-400/50 bg-cellar-850 text-gold-300">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">{when}</p>
                <p className="mt-0.5 font-medium text-cream-50">{title}</p>
                <p className="mt-1 text-sm leading-relaxed text-mist-300">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-3 border-t border-cellar-700 pt-6">
        <Link to="/calculators" className="btn-outline">
          Explore the calculators
        </Link>
        <Link to="/case-studies" className="btn-ghost">
          See finished cellars
        </Link>
      </div>
    </section>
  );
}
