import { useId } from 'react';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import type { DimensionsText, PlanSource, SourceId } from './use-plan-source.ts';
import { NO_WEBGL_MESSAGE, type ViewStatus } from './use-cellar-view.ts';

const DOOR_SIDE_LABELS = { north: 'North wall', east: 'East wall', south: 'South wall', west: 'West wall' } as const;
const DOOR_SIDES = ['north', 'east', 'south', 'west'] as const;

function Choice({ name, value, current, onChoose, label, hint, disabled }: { name: string; value: SourceId; current: SourceId | null; onChoose: (value: SourceId) => void; label: string; hint?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={current === value}
        disabled={disabled}
        onChange={() => onChoose(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-4 accent-gold-400"
      />
      <label htmlFor={id} className={`text-sm ${disabled ? 'text-mist-400' : 'text-cream-50'}`}>
        {label}
        {hint ? (
          <span id={`${id}-hint`} className="block text-xs text-mist-300">
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

/** Where the cellar comes from: your design, a link, a room's size, or (for tours) a case study. */
export function PlanSourcePicker({ source }: { source: PlanSource }) {
  const name = useId();
  const { lib, choose, hasDraft, dimensions, setDimensions } = source;
  const current = source.source;
  const setDimension = (key: keyof DimensionsText) => (value: string) => setDimensions({ ...dimensions, [key]: value });
  return (
    <section aria-labelledby="source-title" className="card grid gap-4 p-4 sm:p-6">
      <h2 id="source-title" className="font-sans text-lg font-semibold text-cream-50">
        Which cellar
      </h2>
      {!lib ? <p className="text-sm text-mist-300">Loading your options…</p> : null}
      <fieldset className="grid gap-3" disabled={!lib}>
        <legend className="sr-only">Which cellar to show</legend>
        <Choice
          name={name}
          value="draft"
          current={current}
          onChoose={choose}
          label="Your current design"
          hint={hasDraft ? 'The design from the visual designer in this browser.' : 'No design from the visual designer in this browser yet.'}
          disabled={!hasDraft}
        />
        <Choice name={name} value="link" current={current} onChoose={choose} label="A design link" hint="A link copied from the visual designer." />
        {current === 'link' ? (
          <div className="ml-7 grid gap-2">
            <label htmlFor={`${name}-link`} className="field-label">
              Design link
            </label>
            <textarea
              id={`${name}-link`}
              rows={2}
              className="field-input font-mono text-xs"
              value={source.linkText}
              onChange={(event) => source.setLinkText(event.currentTarget.value)}
              spellCheck={false}
            />
            <button type="button" className="btn-outline justify-self-start" onClick={source.openLink}>
              Open this link
            </button>
          </div>
        ) : null}
        <Choice name={name} value="dimensions" current={current} onChoose={choose} label="Enter dimensions" hint="A plain room with racking along its walls, the cooling unit and a table." />
        {current === 'dimensions' ? (
          <form
            className="ml-7 grid gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              source.buildRoom();
            }}
          >
            <NumberField id={`${name}-width`} label="Width, west to east" unit="ft" value={dimensions.width} onChange={setDimension('width')} hint="3–40 ft" />
            <NumberField id={`${name}-depth`} label="Depth, north to south" unit="ft" value={dimensions.depth} onChange={setDimension('depth')} hint="3–40 ft" />
            <NumberField id={`${name}-height`} label="Ceiling height" unit="ft" value={dimensions.height} onChange={setDimension('height')} hint="6–14 ft" />
            <SelectField id={`${name}-door`} label="Door in the" value={dimensions.doorSide} options={DOOR_SIDES} labels={DOOR_SIDE_LABELS} onChange={(doorSide) => setDimensions({ ...dimensions, doorSide })} />
            <button type="submit" className="btn-outline justify-self-start sm:col-span-2">
              Build this room
            </button>
          </form>
        ) : null}
        {source.studies.map((study) => (
          <Choice key={study.slug} name={name} value={`case:${study.slug}`} current={current} onChoose={choose} label={`Case study: ${study.name}`} />
        ))}
      </fieldset>
      {source.error ? (
        <p role="alert" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50" data-testid="source-error">
          {source.error}
        </p>
      ) : null}
    </section>
  );
}

/** The cellar in words: the canvas's description for screen readers, and the whole view when there is no WebGL. */
export function PlanDescription({ source, id }: { source: PlanSource; id: string }) {
  const { description, study } = source;
  if (!description) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="card grid gap-3 p-4 sm:p-6">
      <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-cream-50">
        The cellar in words
      </h2>
      <div id={id} className="grid gap-3 text-sm text-cream-100" data-testid="scene-description">
        <p>{description.summary}</p>
        <ul className="grid list-disc gap-1 pl-5">
          {description.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {study ? (
        <details className="rounded-lg border border-cellar-600 p-3 text-sm text-cream-100">
          <summary className="cursor-pointer font-semibold text-cream-50">How this case study was drawn</summary>
          <p className="mt-2 font-semibold">From the case study</p>
          <ul className="list-disc pl-5">
            {study.stated.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 font-semibold">Chosen by us where the study is silent</p>
          <ul className="list-disc pl-5">
            {study.chosen.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2">
            Bottle counts are the estimator’s for this plan, so they can differ from the study’s own figure.{' '}
            <a className="text-gold-200 underline" href={study.href}>
              Read the case study
            </a>
          </p>
        </details>
      ) : null}
    </section>
  );
}

/** The side column of both 3D pages: which plan is shown, and that plan in words (the canvas's description, `id`). */
export function PlanAside({ source, descriptionId }: { source: PlanSource; descriptionId: string }) {
  return (
    <div className="grid min-w-0 gap-6">
      <PlanSourcePicker source={source} />
      <PlanDescription source={source} id={descriptionId} />
    </div>
  );
}

/** Why there is no 3D view: a browser without WebGL, or a scene that failed to build (`after` says what the page still offers). */
export function ViewAlerts({ status, failure, after = '' }: { status: ViewStatus; failure: string | null; after?: string }) {
  const alert = 'rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50';
  if (status === 'no-webgl')
    return (
      <p role="alert" className={alert} data-testid="no-webgl">
        {NO_WEBGL_MESSAGE}
      </p>
    );
  if (status === 'failed')
    return (
      <p role="alert" className={alert}>
        The 3D view could not be built: {failure}.{after ? ` ${after}` : ''}
      </p>
    );
  return null;
}
