import { OPTION_LABELS, CELLAR_TYPES, COOLING_SYSTEMS, DOOR_TYPES, FINISH_LEVELS, GLASS_OPTIONS, RACKING_MATERIALS, RACKING_STYLES, REGIONS } from '@domain/estimator/options.ts';
import { PRICE_POINTS, PRICE_POINT_LABELS } from '@domain/proposal/proposal.ts';
import { MESSAGE_MAX } from '@domain/proposal/links.ts';
import { Field, FieldError } from '@/components/forms/field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { useSavedProjects } from '../api/proposals.ts';
import type { ProposalBuilderState, EnteredChoices } from '../use-proposal-builder.ts';

const CHOICES: Array<{ key: keyof EnteredChoices; label: string; values: readonly string[]; labels: Record<string, string> }> = [
  { key: 'cellarType', label: 'Cellar type', values: CELLAR_TYPES, labels: OPTION_LABELS.cellarType },
  { key: 'rackingMaterial', label: 'Racking material', values: RACKING_MATERIALS, labels: OPTION_LABELS.rackingMaterial },
  { key: 'rackingStyle', label: 'Racking style', values: RACKING_STYLES, labels: OPTION_LABELS.rackingStyle },
  { key: 'cooling', label: 'Cooling', values: COOLING_SYSTEMS, labels: OPTION_LABELS.coolingSystem },
  { key: 'glass', label: 'Glass', values: GLASS_OPTIONS, labels: OPTION_LABELS.glass },
  { key: 'door', label: 'Door', values: DOOR_TYPES, labels: OPTION_LABELS.door },
  { key: 'finishes', label: 'Finishes', values: FINISH_LEVELS, labels: OPTION_LABELS.finishes },
  { key: 'region', label: 'Region', values: REGIONS, labels: OPTION_LABELS.region },
];

/** Where the project comes from, what it is when typed in, and how it is priced. */
export function ProjectFields({ state }: { state: ProposalBuilderState }) {
  const saved = useSavedProjects(state.lead?.id ?? null);
  const sources = [...(state.lead?.attached ? [state.lead.attached] : []), ...(saved.data ?? [])];
  const { entered, setEntered } = state;
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="field-label">Project</legend>
        {saved.isPending && state.lead ? (
          <p role="status" className="text-sm text-mist-300">
            Looking for the lead’s saved estimates and designs…
          </p>
        ) : null}
        {sources.map((source) => (
          <label key={source.id} className="flex items-start gap-3 text-sm">
            <input type="radio" name="proposal-source" className="mt-1 accent-gold-400" checked={state.source?.id === source.id} onChange={() => state.setSource(source)} />
            <span>
              {source.title}
              <span className="block text-xs text-mist-300">{source.origin === 'saved' ? 'Saved on the lead’s account' : 'Attached to the quote request'}</span>
            </span>
          </label>
        ))}
        <label className="flex items-start gap-3 text-sm">
          <input type="radio" name="proposal-source" className="mt-1 accent-gold-400" checked={state.source === null} onChange={() => state.setSource(null)} />
          <span>Enter the project</span>
        </label>
        <FieldError alert message={state.projectError} />
      </fieldset>

      {state.source === null ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="proposal-bottles" label="Bottles" error={state.bottlesError ?? undefined} className="sm:col-span-2">
            {(control) => (
              <input {...control} type="text" inputMode="numeric" autoComplete="off" className="field-input tabular-nums" value={entered.bottles} onChange={(event) => setEntered({ ...entered, bottles: event.target.value.slice(0, 9) })} />
            )}
          </Field>
          {CHOICES.map((choice) => (
            <SelectField
              key={choice.key}
              id={`proposal-${choice.key}`}
              label={choice.label}
              value={entered[choice.key]}
              options={choice.values}
              labels={choice.labels}
              onChange={(value) => setEntered({ ...entered, [choice.key]: value })}
            />
          ))}
        </div>
      ) : null}

      <SelectField
        id="proposal-price-point"
        label="Price within the estimator’s range"
        value={state.pricePoint}
        options={PRICE_POINTS}
        labels={PRICE_POINT_LABELS}
        onChange={state.setPricePoint}
        hint="Each line is priced at the same point of its own range."
      />

      <Field id="proposal-message" label="Note to the client (optional)" hint={`Shown above the figures in the email and the PDF; up to ${MESSAGE_MAX} characters.`}>
        {(control) => <textarea {...control} rows={4} maxLength={MESSAGE_MAX} className="field-input" value={state.message} onChange={(event) => state.setMessage(event.target.value)} />}
      </Field>
    </>
  );
}
