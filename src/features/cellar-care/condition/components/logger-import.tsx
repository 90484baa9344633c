import { READING_LIMITS } from '@domain/readings/reading.ts';
import { CsvImport } from '@/components/forms/csv-import.tsx';
import type { ConditionState } from '../use-condition.ts';

/** A temperature/humidity logger's CSV export: read in the browser, summarised, every skipped row said. */
export function LoggerImport({ state }: { state: ConditionState }) {
  const log = state.log;
  const detail = log
    ? `temperature in °${log.csv.unit} (${log.csv.unitFrom === 'header' ? 'from the column name' : 'judged from the values, as the column does not say'}), humidity ${log.csv.columns.humidity ? `from “${log.csv.columns.humidity}”` : 'not in the file'}`
    : '';
  return (
    <CsvImport
      id="logger-file"
      testId="logger"
      title="Logger file (CSV)"
      hint={`Export your data logger’s readings as CSV: a date/time column, temperature in °F or °C, and humidity if it records it. Up to ${READING_LIMITS.maxRows.toLocaleString('en-US')} rows, ${READING_LIMITS.maxFileBytes / 1024 / 1024} MB.`}
      source={state}
      sample={{ downloadLabel: 'Download a sample file', tryLabel: 'Try the sample readings' }}
      detail={detail}
    />
  );
}
