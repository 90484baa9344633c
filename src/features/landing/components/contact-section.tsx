import { Clock, Mail, Phone, ShieldCheck } from 'lucide-react';
import { business } from '@domain/business.ts';
import { ContactForm } from '@/features/contact/index.ts';
import { useSpotsBadge } from '../spots-left.ts';
import { SectionHeading } from './section-heading.tsx';

export default function ContactSection() {
  const { offer, warranties } = business;
  const spotsBadge = useSpotsBadge();
  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-title" className="offscreen-lazy scroll-mt-20 bg-cellar-850 py-20 outline-none">
      <div className="container-page grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <div>
          <SectionHeading id="contact-title" eyebrow="Contact" title="Start with a free consultation" align="left">
            {offer.quoteCta}: a designer reviews your space and collection, sketches the layout, recommends the cooling and gives you an
            itemized budget. No obligation.
          </SectionHeading>
          <ul className="mt-8 grid gap-4 text-mist-300">
            <li className="flex items-center gap-3">
              <Clock className="size-5 text-gold-400" aria-hidden="true" /> We respond within {offer.responseHours} hours
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck className="size-5 text-gold-400" aria-hidden="true" /> {warranties.label}
            </li>
            <li className="flex items-center gap-3">
              <Mail className="size-5 text-gold-400" aria-hidden="true" />
              <a href={`mailto:${business.email}`} className="underline-offset-4 hover:text-gold-200 hover:underline">
                {business.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone className="size-5 text-gold-400" aria-hidden="true" />
              <a href={`tel:${business.phone.replace(/[^+\d]/g, '')}`} className="underline-offset-4 hover:text-gold-200 hover:underline">
                {business.phone}
              </a>
            </li>
          </ul>
          <p className="mt-8 rounded-lg border border-wine-600/50 bg-wine-900/50 p-4 text-sm text-cream-100">
            {spotsBadge}. We take on {offer.spotsPerQuarter} new builds per quarter.
          </p>
        </div>
        <div className="card p-6 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
