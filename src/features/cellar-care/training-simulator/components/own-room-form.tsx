import { useLayoutEffect, type ChangeEvent, type ReactNode } from 'react';
import { GLASS_OPTIONS, INSULATION_LEVELS, OPTION_LABELS } from '@domain/estimator/options.ts';
import { OWN_ROOM_FIELDS, type OwnRoomField, type OwnRoomValues } from '@domain/simulator/own-room.ts';
import { Field } from '@/components/forms/field.tsx';
import { OptionList } from '@/components/forms/option-list.tsx';

export type OwnRoomErrors = Partial<Record<OwnRoomField, string>>;

interface OwnRoomFormProps {
  values: OwnRoomValues;
  errors: OwnRoomErrors;
  busy: boolean;
  /** False until the form's code has hydrated: the button waits for it. */
  ready: boolean;
  onChange: (field: OwnRoomField, value: string) => void;
  onSubmit: () => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="font-sans text-base font-semibold text-cream-50">{legend}</legend>
      {children}
    </fieldset>
  );
}

export const ownRoomControlId = (field: OwnRoomField) => `room-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The room, its unit, what is next door and what goes wrong; plain state, checked on submit. */
export function OwnRoomForm({ values, errors, busy, ready, onChange, onSubmit }: OwnRoomFormProps) {
  // Typed into the prerendered form before its code arrived: React keeps the text in the boxes, so adopt it before the next render puts the defaults back.
  useLayoutEffect(() => {
    for (const field of OWN_ROOM_FIELDS) {
      const control = document.getElementById(ownRoomControlId(field));
      if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && control.value !== values[field]) onChange(field, control.value);
    }
    // Once, on the first render in the browser.
  }, []);
  const change = (field: OwnRoomField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field, event.target.value);
  const box = (field: OwnRoomField, label: string, hint?: string) => (
    <Field id={ownRoomControlId(field)} label={label} hint={hint} error={errors[field]}>
      {(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} maxLength={12} value={values[field]} onChange={change(field)} className="field-input tabular-nums" />}
    </Field>
  );
  const select = <T extends string>(field: OwnRoomField, label: string, options: readonly T[], labels: Record<T, string>) => (
    <Field id={ownRoomControlId(field)} label={label} error={errors[field]}>
      {(props) => (
        <select {...props} value={values[field]} onChange={change(field)} className="field-input">
          <OptionList values={options} labels={labels} />
        </select>
      )}
    </Field>
  );
  return (
    <form
      noValidate
      aria-label="Your own room"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Group legend="The room">
        <div className="grid gap-4 sm:grid-cols-3">
          {box('length', 'Length (ft)')}
          {box('width', 'Width (ft)')}
          {box('height', 'Ceiling (ft)')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {select('insulation', 'Insulation', INSULATION_LEVELS, OPTION_LABELS.insulation)}
          {select('glass', 'Glass', GLASS_OPTIONS, OPTION_LABELS.glass)}
          {box('ach', 'Air changes per hour', '1 for a sealed door, 3 for heavy traffic, more for a torn seal')}
          {box('bottles', 'Bottles stored', 'They hold most of the stored cold')}
        </div>
      </Group>
      <Group legend="The cooling unit">
        <div className="grid gap-4 sm:grid-cols-2">
          {box('capacity', 'Capacity (BTU/h)', 'Pre-filled with what the cooling-load calculator recommends for the example room')}
          {box('setPoint', 'Set point (°F)', 'It cools from 1°F above and stops 1°F below')}
        </div>
      </Group>
      <Group legend="Around the cellar">
        <div className="grid gap-4 sm:grid-cols-2">
          {box('outsideMean', 'Average temperature next door (°F)')}
          {box('outsideRange', 'Daily range (°F)', 'Coolest to warmest; warmest at 3 pm. 0 holds it steady')}
          {box('groundTemp', 'Floor (ground) temperature (°F)')}
          {box('humidity', 'Humidity at the set point (%)')}
        </div>
      </Group>
      <Group legend="What goes wrong">
        <div className="grid gap-4 sm:grid-cols-2">
          {box('cutStart', 'Power fails at hour', 'Hours from midnight of day 1')}
          {box('cutHours', 'Hours without power', '0 for no power cut')}
          {box('doorStart', 'Door opened at hour')}
          {box('doorHours', 'Hours the door stays open', '0 to keep it shut')}
          {box('days', 'Days to simulate', '1 to 7')}
        </div>
      </Group>
      <button type="submit" className="btn-wine justify-self-start" disabled={busy || !ready}>
        {busy ? 'Simulating...' : 'Run the simulation'}
      </button>
    </form>
  );
}
