import { useState, type ChangeEvent } from 'react';
import { FileSearch, Plus } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
import { FormOutcome } from '@/components/forms/form-outcome.tsx';
import { useFormState } from '@/components/forms/use-form-state.ts';
import { ACCEPT, readDocument, readFindings } from '@/features/cellar-design/documents/public-extraction.ts';
import { useCheckedSubmit } from '@/components/forms/use-checked-submit.ts';
import { useAddCompetitorPrice } from '../api/competitors.ts';
import type { CompetitorPointInput } from '../schemas.ts';
import { pointFromFindings } from '@domain/competitors/compare.ts';

type Values = { competitor: string; offer: string; bottles: string; priceUsd: string; quotedOn: string };

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY: Values = { competitor: '', offer: '', bottles: '', priceUsd: '', quotedOn: '' };

async function check(values: Values) {
  const [{ parseWith }, { competitorPointSchema }] = await Promise.all([import('@/components/tool-shell/form-validation.ts'), import('../schemas.ts')]);
  return parseWith(competitorPointSchema(today()), values);
}

type Reading = { status: 'idle' } | { status: 'reading'; stage: string; fraction: number } | { status: 'read'; name: string; message: string } | { status: 'failed'; message: string };

/**
 * A data point: typed in, or read from a competitor's quote in this browser
 * (the document analyzer's extraction; the file is never uploaded), then
 * checked and saved by the admin. A refused entry keeps what was typed.
 */
export function PriceForm() {
  const { values, setValues, text } = useFormState<Values>({ ...EMPTY, quotedOn: today() });
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const add = useAddCompetitorPrice();
  const fromQuote = reading.status === 'read' ? reading.name : null;
  const { errors, saved, busy, submit, clearSaved } = useCheckedSubmit({
    check,
    save: async (point: CompetitorPointInput) => {
      await add.mutateAsync({ point, source: fromQuote ? 'quote' : 'entered', sourceName: fromQuote });
      setValues({ ...EMPTY, quotedOn: today() });
      setReading({ status: 'idle' });
      return `${point.competitor}’s price saved.`;
    },
    failed: () => ({ form: 'The price could not be saved just now. Please try again.' }),
  });

  const readQuote = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    clearSaved();
    setReading({ status: 'reading', stage: 'Checking the file', fraction: 0 });
    // Each reader's library (pdf.js, mammoth, tesseract) loads with the first file of its kind.
    const read = await readDocument(file, undefined, (fraction, stage) => setReading({ status: 'reading', stage, fraction }));
    if (!read.ok) {
      setReading({ status: 'failed', message: read.failure === 'password-needed' ? `“${file.name}” is password-protected. Open it, remove the password and choose it again.` : read.message });
      return;
    }
    const found = pointFromFindings(readFindings(read.text));
    setValues((current) => ({
      ...current,
      bottles: found.bottles === null ? current.bottles : String(found.bottles),
      priceUsd: found.priceUsd === null ? current.priceUsd : String(found.priceUsd),
    }));
    const said = [found.bottles === null ? 'no bottle count' : `${found.bottles.toLocaleString('en-US')} bottles`, found.priceUsd === null ? 'no price' : `$${found.priceUsd.toLocaleString('en-US')}`];
    setReading({ status: 'read', name: file.name, message: `Read from “${file.name}”: ${said.join(', ')}. Check the figures, name the competitor and the quote’s date, then save.` });
  };

  return (
    <section aria-labelledby="add-price-title" className="card grid content-start gap-5 p-6 sm:p-8">
      <h2 id="add-price-title" className="font-sans text-xl font-semibold text-cream-50">
        Add a competitor’s price
      </h2>
      <div className="grid gap-2">
        <label htmlFor="competitor-quote" className="btn-outline w-fit cursor-pointer focus-within:outline-2 focus-within:outline-gold-400">
          <FileSearch className="size-4" aria-hidden="true" />
          Read a competitor’s quote
          <input id="competitor-quote" type="file" accept={ACCEPT} className="sr-only" onChange={(event) => void readQuote(event)} disabled={reading.status === 'reading'} />
        </label>
        <p className="text-xs text-mist-400">PDF, Word (.docx) or a photo. Read in this browser by the document analyzer; the file is not uploaded or kept.</p>
        {reading.status === 'reading' ? (
          <div className="grid gap-1">
            <label htmlFor="quote-progress" className="text-sm text-mist-300">
              {reading.stage}…
            </label>
            <progress id="quote-progress" className="h-2 w-full accent-gold-400" max={1} value={reading.fraction} />
          </div>
        ) : null}
        {reading.status === 'read' ? (
          <p role="status" className="text-sm text-gold-200" data-testid="quote-read">
            {reading.message}
          </p>
        ) : null}
        {reading.status === 'failed' ? (
          <p role="alert" className="field-error">
            {reading.message}
          </p>
        ) : null}
      </div>
      <form noValidate onSubmit={(event) => void submit(event, values)} aria-label="A competitor’s price" className="grid gap-4 sm:grid-cols-2">
        <Field id="price-competitor" label="Competitor" error={errors.competitor} required>
          {(props) => <input {...props} {...text('competitor')} type="text" maxLength={240} autoComplete="off" className="field-input" />}
        </Field>
        <Field id="price-date" label="Date of the price" error={errors.quotedOn} required>
          {(props) => <input {...props} {...text('quotedOn')} type="date" max={today()} className="field-input" />}
        </Field>
        <Field id="price-bottles" label="Bottles" error={errors.bottles} required>
          {(props) => <input {...props} {...text('bottles')} type="text" inputMode="numeric" autoComplete="off" className="field-input tabular-nums" />}
        </Field>
        <Field id="price-usd" label="Price (USD)" error={errors.priceUsd} required>
          {(props) => <input {...props} {...text('priceUsd')} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" />}
        </Field>
        <Field id="price-offer" label="What the price includes (optional)" error={errors.offer} className="sm:col-span-2">
          {(props) => <textarea {...props} {...text('offer')} rows={2} maxLength={1000} className="field-input" />}
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-gold" disabled={busy}>
            <Plus className="size-4" aria-hidden="true" />
            Save the price
          </button>
        </div>
      </form>
      <FormOutcome error={errors.form} saved={saved} />
    </section>
  );
}
