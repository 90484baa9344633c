/**
 * The predictive-maintenance page's state, owned in one place: the unit, the
 * typed log rows, the log file, and the health the engine makes of them. A
 * bad row or a bad file is reported where it happened and never clears
 * anything entered; while a field is invalid the report stays on the last
 * valid inputs, marked as such.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Health, UnitInfo } from '@domain/maintenance/health.ts';
import type { Reading } from '@domain/readings/reading.ts';
import { useReadingsLog } from '@/components/tool-shell/use-readings-log.ts';
import { checkLogRow, checkUnit, type LogRow, type UnitDraft } from './draft.ts';
import { readUnitLogFile } from './files.ts';
import { loadEngine, type Engine } from './load-engine.ts';

let nextId = 1;
const blankRow = (): LogRow => ({ id: nextId++, date: '', run: '', supply: '', ret: '', rh: '', outside: '' });
const todayIso = () => new Date().toISOString().slice(0, 10);

const sample = async () => {
  const { readLoggerCsv, SAMPLE_LOG_NAME, sampleUnitLog } = await loadEngine();
  return { name: SAMPLE_LOG_NAME, text: sampleUnitLog(), read: (text: string) => readLoggerCsv(text, { cooling: true }) };
};

export const DEFAULT_UNIT: UnitDraft = { type: 'through-the-wall', capacity: '', installYear: '', lastService: '' };

export function useMaintenance() {
  const [unitDraft, setUnitDraft] = useState<UnitDraft>(DEFAULT_UNIT);
  const readingsLog = useReadingsLog({ blankRow, initialRows: 2, checkRow: checkLogRow, readFile: readUnitLogFile, sample });
  const { readings } = readingsLog;
  const [engine, setEngine] = useState<Engine | null>(null);
  const [today] = useState(todayIso);

  const unit = useMemo(() => checkUnit(unitDraft, today), [unitDraft, today]);
  const valid = unit.unit !== null && readingsLog.rowsValid;

  const hasReadings = readings.length > 0;
  useEffect(() => {
    if (hasReadings && !engine) void loadEngine().then(setEngine);
  }, [hasReadings, engine]);
  const fresh = useMemo(() => (engine && valid && unit.unit ? engine.assessHealth({ unit: unit.unit, readings, today }) : null), [engine, valid, unit.unit, readings, today]);
  const lastGood = useRef<{ health: Health; unit: UnitInfo } | null>(null);
  if (fresh && unit.unit) lastGood.current = { health: fresh, unit: unit.unit };
  if (valid && engine && !fresh) lastGood.current = null;

  return {
    today,
    unitDraft,
    setUnit: (patch: Partial<UnitDraft>) => setUnitDraft((current) => ({ ...current, ...patch })),
    unitErrors: unit.errors,
    ...readingsLog,
    shown: lastGood.current,
    current: fresh !== null,
    /** Restores a saved log: its unit, and its daily readings as the log. */
    restore: (saved: { unit: UnitInfo; readings: Reading[] }, label: string) => {
      const u = saved.unit;
      setUnitDraft({ type: u.type, capacity: u.capacityBtuh === null ? '' : String(u.capacityBtuh), installYear: u.installYear === null ? '' : String(u.installYear), lastService: u.lastService ?? '' });
      readingsLog.restoreLog(label, saved.readings);
    },
  };
}

export type MaintenanceState = ReturnType<typeof useMaintenance>;
