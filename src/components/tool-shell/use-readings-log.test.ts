import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CsvReadings } from '@domain/readings/csv.ts';
import type { Reading } from '@domain/readings/reading.ts';
import { useReadingsLog } from './use-readings-log.ts';

interface Row {
  id: number;
  at: string;
}

let nextId = 1;
const blankRow = (): Row => ({ id: nextId++, at: '' });
const checkRow = (row: Row): { reading: Reading | null; errors: { at?: string } } => {
  if (row.at === '') return { reading: null, errors: {} };
  const at = Number(row.at);
  return Number.isFinite(at) ? { reading: { at, tempF: 55, rh: null }, errors: {} } : { reading: null, errors: { at: 'Not a time' } };
};
const csv = (...times: number[]): CsvReadings => ({
  readings: times.map((at) => ({ at, tempF: 56, rh: null })),
  unit: 'F',
  unitFrom: 'header',
  columns: { time: 'time', temperature: 'temp', humidity: null },
  ignoredColumns: [],
  skipped: [],
  dateOrder: 'iso',
});
const readFile = async (file: File) => (file.name === 'good.csv' ? { ok: true as const, name: file.name, csv: csv(20, 5) } : { ok: false as const, message: `“${file.name}” could not be used.` });

// The sample's text is a list of times; a text of "bad" cannot be read.
const sampleOf = (text: string) => async () => ({
  name: 'sample.csv',
  text,
  read: (body: string) => (body === 'bad' ? { ok: false as const, message: 'Unreadable.' } : { ok: true as const, ...csv(...body.split(',').map(Number)) }),
});
const sample = sampleOf('1');

const setup = () => renderHook(() => useReadingsLog({ blankRow, initialRows: 2, checkRow, readFile, sample }));

describe('useReadingsLog', () => {
  it('merges typed rows and the file in time order, and reports a bad row where it is', async () => {
    const { result } = setup();
    expect(result.current.rows).toHaveLength(2);
    const [first, second] = result.current.rows;
    act(() => result.current.setRow(first!.id, { at: '10' }));
    await act(() => result.current.importFile(new File(['x'], 'good.csv')));
    expect(result.current.readings.map((reading) => reading.at)).toEqual([5, 10, 20]);
    expect(result.current.typedCount).toBe(1);
    expect(result.current.rowsValid).toBe(true);

    act(() => result.current.setRow(second!.id, { at: 'noon' }));
    expect(result.current.rowsValid).toBe(false);
    expect(result.current.rowErrors[second!.id]).toEqual({ at: 'Not a time' });
  });

  it('keeps the file read before when another cannot be used, and names a sample as made up', async () => {
    const { result } = setup();
    await act(() => result.current.importFile(new File(['x'], 'good.csv')));
    await act(() => result.current.importFile(new File(['x'], 'bad.csv')));
    expect(result.current.logError).toBe('“bad.csv” could not be used.');
    expect(result.current.log?.name).toBe('good.csv');

    await act(() => result.current.trySample());
    expect(result.current.logError).toBeNull();
    expect(result.current.log?.name).toBe('sample.csv (sample: made-up readings)');
    expect(result.current.readings.map((reading) => reading.at)).toEqual([1]);
  });

  it('leaves the log as it was when the sample cannot be read', async () => {
    const { result } = renderHook(() => useReadingsLog({ blankRow, initialRows: 2, checkRow, readFile, sample: sampleOf('bad') }));
    await act(() => result.current.importFile(new File(['x'], 'good.csv')));
    await act(() => result.current.trySample());
    expect(result.current.log?.name).toBe('good.csv');
  });

  it('downloads the sample under its own name', async () => {
    const made: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:sample';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('sample.csv');
    });
    const { result } = setup();
    await act(() => result.current.downloadSample());
    expect(clicked).toHaveBeenCalledOnce();
    expect(await made[0]!.text()).toBe('1');
    created.mockRestore();
    clicked.mockRestore();
  });

  it('brings a saved report back as a saved log, with one blank row', () => {
    const { result } = setup();
    act(() => result.current.restoreLog('My cellar, 1 May', [{ at: 3, tempF: 57, rh: null }]));
    expect(result.current.rows).toHaveLength(1);
    expect(result.current.log).toMatchObject({ name: 'My cellar, 1 May', saved: true });
    expect(result.current.readings.map((reading) => reading.at)).toEqual([3]);
  });
});
