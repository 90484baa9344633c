import { Save } from 'lucide-react';
import { LINE_LABELS } from '@domain/estimator/cost.ts';
import { COST_LINE_KEYS, type CostLineKey } from '@domain/estimator/options.ts';
import { Field } from '@/components/forms/field.tsx';
import { useCheckedSubmit } from '@/components/forms/use-checked-submit.ts';
import { useFormState } from '@/components/forms/use-form-state.ts';
import { useSaveSettings } from '../api/pricing.ts';
import type { PricingSettingsInput } from '../schemas.ts';
import type { PricingInputs } from '@domain/pricing/pricing.ts';
import { FormOutcome } from '@/components/forms/form-outcome.tsx';

/** One text per box: a line's target is named as the schema's error path names it (`targetMarginPct.cooling`). */
type TargetKey = `targetMarginPct.${CostLineKey}`;
type Values = { currentMarginPct: string; baselineIndex: string } & Record<TargetKey, string>;

const targetKey = (line: CostLineKey): TargetKey => `targetMarginPct.${line}`;

async function check(values: Values) {
  const [{ parseWith }, { settingsSchema }] = await Promise.all([import('@/components/tool-shell/form-validation.ts'), import('../schemas.ts')]);
  return parseWith(settingsSchema, {
    currentMarginPct: values.currentMarginPct,
    baselineIndex: values.baselineIndex,
    targetMarginPct: Object.fromEntries(COST_LINE_KEYS.map((line) => [line, values[targetKey(line)]])),
  });
}

const asText = (inputs: PricingInputs): Values =>
  ({
    currentMarginPct: String(inputs.currentMarginPct),
    baselineIndex: String(inputs.baselineIndex),
    ...Object.fromEntries(COST_LINE_KEYS.map((line) => [targetKey(line), String(inputs.targetMarginPct[line])])),
  }) as Values;

interface MarginsFormProps {
  measured: PricingInputs;
  /** False until the admin has saved margins once: the figures shown are then the neutral defaults. */
  saved: boolean;
}

/** The margin the estimator's prices carry, a target per line, and the index those prices were set at. */
export function MarginsForm({ measured, saved }: MarginsFormProps) {
  const { values, text } = useFormState<Values>(() => asText(measured));
  const save = useSaveSettings();
  const { errors, saved: status, busy, submit } = useCheckedSubmit({
    check,
    save: async (settings: PricingSettingsInput) => {
      await save.mutateAsync(settings);
      return 'Margins saved; the guidance now uses them.';
    },
    failed: () => ({ form: 'The margins could not be saved just now. Please try again.' }),
  });

  return (
    <section aria-labelledby="margins-title" className="card grid content-start gap-5 p-6 sm:p-8">
      <h2 id="margins-title" className="font-sans text-xl font-semibold text-cream-50">
        Margins
      </h2>
      <p className="text-sm text-mist-300">
        {saved
          ? 'Gross margin as a share of price. A target above the margin the prices carry raises that line; below, lowers it.'
          : 'Not set yet: every target equals the margin the prices carry, so margins move no price. Enter yours and save.'}
      </p>
      <form noValidate onSubmit={(event) => void submit(event, values)} aria-label="Margins and baseline" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="margin-current" label="Margin the estimator’s prices carry (%)" error={errors.currentMarginPct} required>
            {(props) => (
              <input {...props} {...text('currentMarginPct')} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" />
            )}
          </Field>
          <Field id="margin-baseline" label="Index when those prices were set" error={errors.baselineIndex} required>
            {(props) => (
              <input {...props} {...text('baselineIndex')} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" />
            )}
          </Field>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-sans text-sm font-semibold text-cream-100">Target margin per cost line (%)</legend>
          {COST_LINE_KEYS.map((line) => (
            <Field key={line} id={`margin-${line}`} label={LINE_LABELS[line]} error={errors[`targetMarginPct.${line}`]} required>
              {(props) => (
                <input
                  {...props}
                  {...text(targetKey(line))}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  className="field-input tabular-nums"
                />
              )}
            </Field>
          ))}
        </fieldset>
        <div>
          <button type="submit" className="btn-gold" disabled={busy}>
            <Save className="size-4" aria-hidden="true" />
            Save margins
          </button>
        </div>
      </form>
      <FormOutcome error={errors.form} saved={status} />
    </section>
  );
}
