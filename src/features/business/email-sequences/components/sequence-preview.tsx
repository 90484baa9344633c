import { useState } from 'react';
import { UNSUBSCRIBE_LINE } from '@domain/sequences/mail.ts';
import { leadValues, renderTemplate, VARIABLES } from '@domain/sequences/template.ts';
import type { RecentLead } from '../api/sequences.ts';
import type { SequenceDraft } from '../draft.ts';
import { LeadOptions } from './lead-options.tsx';

/** Every email of the draft as one real lead would receive it, with what that lead lacked. */
export function SequencePreview({ draft, leads }: { draft: SequenceDraft; leads: readonly RecentLead[] }) {
  const [leadId, setLeadId] = useState('');
  const lead = leads.find((item) => item.id === leadId) ?? leads[0];
  if (!lead)
    return (
      <section aria-labelledby="preview-title" className="card p-5 sm:p-7">
        <h2 id="preview-title" className="font-sans text-lg font-semibold text-cream-50">
          Preview with a real lead
        </h2>
        <p className="mt-2 text-mist-300">There are no leads in the inbox yet: the preview needs one.</p>
      </section>
    );
  const values = leadValues(lead);
  let day = 0;
  return (
    <section aria-labelledby="preview-title" className="card grid gap-4 p-5 sm:p-7" data-testid="sequence-preview">
      <h2 id="preview-title" className="font-sans text-lg font-semibold text-cream-50">
        Preview with a real lead
      </h2>
      <div>
        <label htmlFor="preview-lead" className="field-label">
          Lead
        </label>
        <select id="preview-lead" className="field-input" value={lead.id} onChange={(event) => setLeadId(event.target.value)}>
          <LeadOptions leads={leads} />
        </select>
      </div>
      <ol className="grid gap-4">
        {draft.steps.map((step, index) => {
          day += Number(step.delayDays) || 0;
          const subject = renderTemplate(step.subject, values);
          const body = renderTemplate(step.body, values);
          const missing = [...new Set([...subject.fallbacks, ...body.fallbacks])];
          return (
            <li key={step.key} className="rounded-lg border border-cellar-600 bg-cellar-900/60 p-4" data-testid="preview-email">
              <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">
                Email {index + 1} · day {day} · to {lead.email}
              </p>
              <p className="mt-2 font-semibold text-cream-50">{subject.text || '(no subject yet)'}</p>
              <p className="mt-2 text-sm whitespace-pre-line text-cream-100">{body.text || '(no text yet)'}</p>
              <p className="mt-3 border-t border-cellar-600 pt-2 text-xs text-mist-400">{UNSUBSCRIBE_LINE} (a personal link)</p>
              {missing.length > 0 ? (
                <p className="mt-2 text-xs text-amber-200">
                  This lead has no {missing.map((name) => `{{${name}}} (“${VARIABLES[name].fallback}” is used)`).join(', ')}.
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
