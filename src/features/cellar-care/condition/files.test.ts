import { describe, expect, it } from 'vitest';
import { READING_LIMITS } from '@domain/readings/reading.ts';
import { readLoggerFile } from './files.ts';

const csv = 'Timestamp,Temperature (°F),RH\n2026-03-01T00:00,55,62\n';

describe('readLoggerFile', () => {
  it('reads a CSV file, whatever type the system gives it', async () => {
    for (const type of ['text/csv', '', 'application/vnd.ms-excel']) {
      const outcome = await readLoggerFile(new File([csv], 'log.csv', { type }));
      expect(outcome.ok && outcome.csv.readings).toEqual([{ at: Date.UTC(2026, 2, 1), tempF: 55, rh: 62 }]);
    }
  });

  it('refuses the wrong type, an empty file and one over the limit, naming the file', async () => {
    expect(await readLoggerFile(new File([csv], 'log.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))).toEqual({
      ok: false,
      message: '“log.xlsx” is not a CSV file. Export the logger’s readings as CSV (.csv or .txt) and choose that file.',
    });
    expect(await readLoggerFile(new File([''], 'empty.csv', { type: 'text/csv' }))).toEqual({ ok: false, message: '“empty.csv” is empty.' });
    const big = new File([csv, 'x'.repeat(READING_LIMITS.maxFileBytes)], 'big.csv', { type: 'text/csv' });
    const outcome = await readLoggerFile(big);
    expect(outcome.ok === false && outcome.message).toBe('“big.csv” is 2.0 MB; the most this tool reads is 2 MB. Export a shorter period.');
  });

  it('passes on the reader’s reason for a file it cannot use', async () => {
    const outcome = await readLoggerFile(new File(['Timestamp,Pressure\n2026-03-01,1013\n'], 'p.csv', { type: 'text/csv' }));
    expect(outcome.ok === false && outcome.message).toMatch(/^“p\.csv” could not be used: No date\/time and temperature columns were found\./);
  });
});
