import type { FormEvent } from 'react';
import { FileText } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { useFormState } from '@/components/forms/use-form-state.ts';
import { AUDIENCES, AUDIENCE_LABELS, CONTENT_FORMATS, FORMAT_LABELS, NETWORKS, NETWORK_RULES, TOPIC_MAX, checkTopic, type Audience, type ContentFormat, type DraftRequest, type Network } from '@domain/content-drafts/options.ts';
import type { BuildOutcome } from '../use-content-draft.ts';

const FORMAT_HINTS: Record<ContentFormat, string> = {
  article: 'Sections of cited statements, our estimator’s figures where the topic has numbers, and the parts left to write.',
  faq: 'The topic as a question and a short cited answer.',
  social: 'A post within the network’s length, with the link and tags.',
};

/** Topics the site covers well, to show what the tool does on a first visit. */
const EXAMPLES = ['how much does a 1,500-bottle wine cellar cost', 'what humidity should a wine cellar be', 'where does the vapor barrier go', 'glass walls and cooling load'];

interface DraftFormProps {
  initial: DraftRequest | null;
  busy: boolean;
  onBuild: (request: DraftRequest) => Promise<BuildOutcome>;
  onFirstUse: () => void;
}

type DraftValues = { format: ContentFormat; topic: string; audience: Audience; network: Network };

/**
 * What to draft: format, topic, reader, network. The site's one form
 * mechanism (`useFormState`, docs/decisions.md); the topic is checked by the
 * function's own rule (`checkTopic`, plain code shared with the server, so
 * no schema to load).
 */
export function DraftForm({ initial, busy, onBuild, onFirstUse }: DraftFormProps) {
  const { values, errors, setErrors, set, text } = useFormState<DraftValues>(() => ({
    format: initial?.format ?? 'article',
    topic: initial?.topic ?? '',
    audience: initial?.audience ?? 'collectors',
    network: initial?.network ?? 'linkedin',
  }));
  const { format, topic, audience, network } = values;
  const error = errors.topic;

  const submit = async (event?: FormEvent, typed = topic) => {
    event?.preventDefault();
    const checked = checkTopic(typed);
    const fail = (message: string) => {
      setErrors({ topic: message });
      document.getElementById('draft-topic')?.focus();
    };
    if (!checked.ok) return fail(checked.message);
    setErrors({});
    const outcome = await onBuild({ format, topic: checked.topic, audience, ...(format === 'social' ? { network } : {}) });
    if (!outcome.ok) fail(outcome.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="card grid gap-5 p-6 sm:p-8" aria-labelledby="draft-form-title">
      <h2 id="draft-form-title" className="font-sans text-xl font-semibold text-cream-50">
        What to draft
      </h2>
      <fieldset className="grid gap-2">
        <legend className="field-label">Format</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CONTENT_FORMATS.map((value) => (
            <label key={value} className="flex cursor-pointer items-start gap-2 rounded-md border border-cellar-600 p-3 has-[:checked]:border-gold-400">
              <input type="radio" name="draft-format" value={value} checked={format === value} onChange={() => set('format', value)} className="mt-1 size-4 accent-gold-400" />
              <span>
                <span className="block font-medium text-cream-100">{FORMAT_LABELS[value]}</span>
                <span className="block text-xs text-mist-400">{FORMAT_HINTS[value]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="draft-topic" label="Topic" required error={error} hint={`A question or subject our guides cover, up to ${TOPIC_MAX} characters.`}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            {...text('topic')}
            onFocus={onFirstUse}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void submit();
              }
            }}
            className="field-input"
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-mist-400">Try:</span>
        {EXAMPLES.map((example) => (
          <button
            key={example}
            type="button"
            className="rounded-full border border-cellar-600 px-3 py-1 text-mist-200 hover:border-gold-400 focus-visible:border-gold-400"
            onClick={() => {
              set('topic', example);
              void submit(undefined, example);
            }}
          >
            {example}
          </button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="draft-audience" label="Reader" value={audience} options={AUDIENCES} labels={AUDIENCE_LABELS} onChange={(value) => set('audience', value)} />
        {format === 'social' ? (
          <Field id="draft-network" label="Network">
            {(props) => (
              <select {...props} {...text('network')} className="field-input">
                {NETWORKS.map((value) => (
                  <option key={value} value={value}>
                    {NETWORK_RULES[value].label} (up to {NETWORK_RULES[value].maxChars.toLocaleString('en-US')} characters)
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>
      <div>
        <button type="submit" className="btn-gold" disabled={busy}>
          <FileText className="size-4" aria-hidden="true" />
          {busy ? 'Reading the site’s passages…' : 'Build the draft'}
        </button>
      </div>
    </form>
  );
}
