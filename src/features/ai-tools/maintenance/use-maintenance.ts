/**
 * The predictive-maintenance page's state, owned in one place: the unit, the
 * typed log rows, the log file, and the health the engine makes of them. A
 * bad row or a bad file is reported where it happened and never clears
 * anything entered; while a field is invalid the report stays on the last
 * valid inputs, marked as such.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Health, UnitInfo } from '@shared/maintenance/health.ts';
import type { CsvReadings } from '@shared/readings/csv.ts';
import type { Reading } from '@shared/readings/reading.ts';
import { checkLogRow, checkUnit, type LogRow, type LogRowErrors, type UnitDraft } from './draft.ts';
import { readUnitLogFile } from './files.ts';
import { loadEngine, type Engine } from './load-engine.ts';

export interface ImportedLog {
  name: string;
  csv: CsvReadings;
  /** A reopened log: from the account, not a file. */
  saved?: boolean;
}

let nextId = 1;
const blankRow = (): LogRow => ({ id: nextId++, date: '', run: '', supply: '', ret: '', rh: '', outside: '' });
const todayIso = () => new Date().toISOString().slice(0, 10);

export const DEFAULT_UNIT: UnitDraft = { type: 'through-the-wall', capacity: '', installYear: '', lastService: '' };

export function useMaintenance() {
  const [unitDraft, setUnitDraft] = useState<UnitDraft>(DEFAULT_UNIT);
  const [rows, setRows] = useState<LogRow[]>(() => [blankRow(), blankRow()]);
  const [log, setLog] = useState<ImportedLog | null>(null);
  const [logError, setLogError] = useState<string | null>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [today] = useState(todayIso);

  const checkedRows = useMemo(() => rows.map((row) => ({ row, ...checkLogRow(row) })), [rows]);
  const rowErrors = useMemo(() => Object.fromEntries(checkedRows.map(({ row, errors }) => [row.id, errors])) as Record<number, LogRowErrors>, [checkedRows]);
  const typed = useMemo(() => checkedRows.flatMap(({ reading }) => (reading ? [reading] : [])), [checkedRows]);
  const unit = useMemo(() => checkUnit(unitDraft, today), [unitDraft, today]);
  const readings = useMemo<Reading[]>(() => [...typed, ...(log?.csv.readings ?? [])].sort((a, b) => a.at - b.at), [typed, log]);
  const valid = unit.unit !== null && checkedRows.every(({ errors }) => Object.keys(errors).length === 0);

  const hasReadings = readings.length > 0;
  useEffect(() => {
    if (hasReadings && !engine) void loadEngine().then(setEngine);
  }, [hasReadings, engine]);
  const fresh = useMemo(() => (engine && valid && unit.unit ? engine.assessHealth({ unit: unit.unit, readings, today }) : null), [engine, valid, unit.unit, readings, today]);
  const lastGood = useRef<{ health: Health; unit: UnitInfo } | null>(null);
  if (fresh && unit.unit) lastGood.current = { health: fresh, unit: unit.unit };
  if (valid && engine && !fresh) lastGood.current = null;

  const importFile = useCallback(async (file: File) => {
    const outcome = await readUnitLogFile(file);
    if (!outcome.ok) {
      setLogError(outcome.message);
      return;
    }
    setLogError(null);
    setLog({ name: outcome.name, csv: outcome.csv });
  }, []);

  const trySample = useCallback(async () => {
    const { readLoggerCsv, SAMPLE_LOG_NAME, sampleUnitLog } = await loadEngine();
    const outcome = readLoggerCsv(sampleUnitLog(), { cooling: true });
    if (outcome.ok) {
      setLogError(null);
      setLog({ name: `${SAMPLE_LOG_NAME} (sample: made-up readings)`, csv: outcome });
    }
  }, []);

  return {
    today,
    unitDraft,
    setUnit: (patch: Partial<UnitDraft>) => setUnitDraft((current) => ({ ...current, ...patch })),
    unitErrors: unit.errors,
    rows,
    rowErrors,
    setRow: (id: number, patch: Partial<LogRow>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row))),
    addRow: () => setRows((current) => [...current, blankRow()]),
    removeRow: (id: number) => setRows((current) => current.filter((row) => row.id !== id)),
    log,
    clearLog: () => setLog(null),
    logError,
    importFile,
    trySample,
    shown: lastGood.current,
    current: fresh !== null,
    /** Restores a saved log: its unit, and its daily readings as the log. */
    restore: (saved: { unit: UnitInfo; readings: Reading[] }, label: string) => {
      const u = saved.unit;
      setUnitDraft({ type: u.type, capacity: u.capacityBtuh === null ? '' : String(u.capacityBtuh), installYear: u.installYear === null ? '' : String(u.installYear), lastService: u.lastService ?? '' });
      setRows([blankRow()]);
      setLog({
        name: label,
        saved: true,
        csv: { readings: saved.readings, unit: 'F', unitFrom: 'header', columns: { time: '', temperature: '', humidity: null }, ignoredColumns: [], skipped: [], dateOrder: 'iso' },
      });
      setLogError(null);
    },
  };
}

export type MaintenanceState = ReturnType<typeof useMaintenance>;
