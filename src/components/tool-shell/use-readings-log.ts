/**
 * Readings that a tool takes two ways, typed rows and a logger's CSV file,
 * owned in one place for the tools that read a log (condition assessment,
 * predictive maintenance): each typed row checked on its own, a file that
 * cannot be used reported without clearing anything, and both merged in
 * time order for the engine.
 */
import { useCallback, useMemo, useState } from 'react';
import type { CsvOutcome, CsvReadings } from '@domain/readings/csv.ts';
import type { Reading } from '@domain/readings/reading.ts';
import { downloadBlob } from '@/lib/download.ts';

export interface ImportedLog {
  name: string;
  csv: CsvReadings;
  /** A reopened report's readings: from the account, not a file. */
  saved?: boolean;
}

type LogFile = { ok: true; name: string; csv: CsvReadings } | { ok: false; message: string };

interface ReadingsLogOptions<Row extends { id: number }, Errors extends object> {
  blankRow: () => Row;
  /** How many blank rows the form opens with. */
  initialRows: number;
  /** A typed row's reading, or what is wrong with it. Keep it stable (useCallback): the rows are checked again when it changes. */
  checkRow: (row: Row) => { reading: Reading | null; errors: Errors };
  readFile: (file: File) => Promise<LogFile>;
  /** The tool's made-up sample log (loaded with its engine): its file name, its text, and how the tool reads it. */
  sample: () => Promise<{ name: string; text: string; read: (text: string) => CsvOutcome }>;
}

/** A saved report keeps its readings, not the file they came from: they come back as a log of no file. */
const savedCsv = (readings: Reading[]): CsvReadings => ({ readings, unit: 'F', unitFrom: 'header', columns: { time: '', temperature: '', humidity: null }, ignoredColumns: [], skipped: [], dateOrder: 'iso' });

export function useReadingsLog<Row extends { id: number }, Errors extends object>({ blankRow, initialRows, checkRow, readFile, sample }: ReadingsLogOptions<Row, Errors>) {
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: initialRows }, blankRow));
  const [log, setLog] = useState<ImportedLog | null>(null);
  const [logError, setLogError] = useState<string | null>(null);

  const checkedRows = useMemo(() => rows.map((row) => ({ row, ...checkRow(row) })), [rows, checkRow]);
  const rowErrors = useMemo(() => Object.fromEntries(checkedRows.map(({ row, errors }) => [row.id, errors])) as Record<number, Errors>, [checkedRows]);
  const typed = useMemo(() => checkedRows.flatMap(({ reading }) => (reading ? [reading] : [])), [checkedRows]);
  const readings = useMemo<Reading[]>(() => [...typed, ...(log?.csv.readings ?? [])].sort((a, b) => a.at - b.at), [typed, log]);

  const importFile = useCallback(
    async (file: File) => {
      const outcome = await readFile(file);
      if (!outcome.ok) {
        setLogError(outcome.message);
        return false;
      }
      setLogError(null);
      setLog({ name: outcome.name, csv: outcome.csv });
      return true;
    },
    [readFile],
  );

  /** The tool's sample file, read as if chosen, and named as made up. */
  const trySample = useCallback(async () => {
    const { name, text, read } = await sample();
    const outcome = read(text);
    if (!outcome.ok) return;
    setLogError(null);
    setLog({ name: `${name} (sample: made-up readings)`, csv: outcome });
  }, [sample]);

  const downloadSample = useCallback(async () => {
    const { name, text } = await sample();
    downloadBlob(new Blob([text], { type: 'text/csv' }), name);
  }, [sample]);

  return {
    rows,
    setRows,
    rowErrors,
    rowsValid: checkedRows.every(({ errors }) => Object.keys(errors).length === 0),
    setRow: (id: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row))),
    addRow: () => setRows((current) => [...current, blankRow()]),
    removeRow: (id: number) => setRows((current) => current.filter((row) => row.id !== id)),
    typedCount: typed.length,
    readings,
    log,
    logError,
    importFile,
    trySample,
    downloadSample,
    clearLog: () => setLog(null),
    /** A saved report's readings back as the log, under its label, with one blank row to type more. */
    restoreLog: (label: string, saved: Reading[]) => {
      setRows([blankRow()]);
      setLog({ name: label, saved: true, csv: savedCsv(saved) });
      setLogError(null);
    },
  };
}
