import { business } from '@domain/business.ts';
import { sections } from 'virtual:content/legal/terms';
import { LegalLayout } from '@/features/legal/legal-layout.tsx';

const quoteValue = `$${business.offer.quoteValueUsd.toLocaleString('en-US')}`;

export default function TermsView() {
  return (
    <LegalLayout
      eyebrow="Legal"
      title="Terms of Service"
      updated="November 21, 2026"
      updatedIso="2026-11-21"
      summary={
        <p>
          Use the site freely for your own planning. Calculator results and assistant answers are estimates and general information, not quotes
          or engineering advice. Our free quote (worth {quoteValue}) carries no obligation, and the written proposal and contract for your
          project, including its warranties, are what bind us both.
        </p>
      }
      notice="These terms are a working draft written for this site; the business should have them reviewed by legal counsel."
      sections={sections}
    />
  );
}
