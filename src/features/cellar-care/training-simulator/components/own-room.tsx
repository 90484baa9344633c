import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OWN_ROOM_DEFAULTS, OWN_ROOM_FIELDS, ownRoomFromParams, ownRoomParams, type OwnRoomField, type OwnRoomValues } from '@domain/simulator/own-room.ts';
import type { SimInput } from '@domain/simulator/simulate.ts';
import type { SimView } from '@domain/simulator/view.ts';
import { runSimulation } from '../api/run-simulation.ts';
import { OwnRoomForm, ownRoomControlId, type OwnRoomErrors } from './own-room-form.tsx';
import { RunResult } from './run-result.tsx';
import { useMounted } from './use-mounted.ts';

// The schema (zod) loads on the first run, not with the page.
async function checkRoom(values: OwnRoomValues): Promise<{ ok: true; input: SimInput } | { ok: false; errors: OwnRoomErrors }> {
  const [{ parseWith }, { ownRoomSchema }] = await Promise.all([import('@/components/tool-shell/form-validation.ts'), import('@domain/simulator/own-room-schema.ts')]);
  const parsed = parseWith(ownRoomSchema, values);
  return parsed.ok ? { ok: true, input: parsed.values } : { ok: false, errors: parsed.errors as OwnRoomErrors };
}

/** Your own room: the form, a refusal that keeps everything typed, and the run. The inputs go in the page's link. */
export function OwnRoom() {
  const [values, setValues] = useState<OwnRoomValues>(OWN_ROOM_DEFAULTS);
  const [errors, setErrors] = useState<OwnRoomErrors>({});
  const [view, setView] = useState<SimView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const mounted = useMounted();
  const [designNote, setDesignNote] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const search = useRef(location.search);

  const run = async (submitted: OwnRoomValues, typed: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const checked = await checkRoom(submitted);
      if (!checked.ok) {
        setErrors(checked.errors);
        const first = OWN_ROOM_FIELDS.find((field) => checked.errors[field]);
        if (first && typed) document.getElementById(ownRoomControlId(first))?.focus();
        return;
      }
      setErrors({});
      const params = new URLSearchParams(location.search);
      for (const [key, value] of ownRoomParams(submitted)) params.set(key, value);
      void navigate({ search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
      setView(await runSimulation({ kind: 'room', input: checked.input }));
      if (typed) resultRef.current?.focus();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const fillFromDesign = async () => {
    const { designRoomValues } = await import('../design-room.ts');
    const filled = await designRoomValues(values);
    if (!filled) {
      setDesignNote('There is no design saved in this browser yet: draw one in the visual designer, then come back.');
      return;
    }
    setValues(filled.values);
    setErrors({});
    setDesignNote(filled.note);
  };

  // A link's room: filled in and run once, focus left where it is.
  useEffect(() => {
    const linked = ownRoomFromParams(new URLSearchParams(search.current));
    if (!linked) return;
    setValues(linked);
    void run(linked, false);
    // Once per page load: `run` is a new function on every render.
  }, []);

  const problems = OWN_ROOM_FIELDS.flatMap((field) => (errors[field] ? [errors[field]] : []));
  return (
    <section aria-labelledby="own-room-title" className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" id="own-room">
      <div className="card p-5 sm:p-7">
        <h2 id="own-room-title" className="font-sans text-lg font-semibold text-cream-50">
          Run your own room
        </h2>
        <p className="mt-1 text-sm text-cream-100">Start from the cooling-load calculator’s example room, change what is yours, and give it a bad day.</p>
        <div className="mt-3 grid gap-2">
          <button type="button" className="btn-outline justify-self-start" disabled={!mounted} onClick={() => void fillFromDesign()}>
            Use my design
          </button>
          <p role="status" className="text-sm text-cream-100" data-testid="design-note">
            {designNote}
          </p>
        </div>
        <div className="mt-3">
          <OwnRoomForm values={values} errors={errors} busy={busy} ready={mounted} onChange={(field: OwnRoomField, value: string) => setValues((current) => ({ ...current, [field]: value }))} onSubmit={() => void run(values, true)} />
        </div>
      </div>
      <div className="card grid gap-4 p-5 sm:p-7">
        <h2 ref={resultRef} tabIndex={-1} className="font-sans text-lg font-semibold text-cream-50">
          Your room, hour by hour
        </h2>
        {problems.length > 0 ? (
          <div role="alert" data-testid="room-refused" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
            <p className="font-semibold">These readings cannot be simulated; everything you typed is kept. Fix the highlighted fields:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm text-cream-50">
            The simulation could not run in this browser; your entries are kept. Try again.
          </p>
        ) : null}
        {view ? (
          <RunResult view={view} title="Your room" />
        ) : (
          <p className="text-sm text-cream-100" data-testid="room-waiting">
            Run the simulation to see the temperature and humidity hour by hour, when it crosses 65°F and what that means for the wine.
          </p>
        )}
      </div>
    </section>
  );
}
