import { READING_LIMITS } from '@domain/readings/reading.ts';
import { CsvImport } from '@/components/forms/csv-import.tsx';
import type { MaintenanceState } from '../use-maintenance.ts';

/** A controller's or logger's CSV export of the unit: read in the browser, each column it used named, every skipped row said. */
export function LogImport({ state }: { state: MaintenanceState }) {
  const log = state.log;
  const columns = log?.csv.columns;
  const used = columns
    ? [
        ['run-time', columns.runTime],
        ['supply', columns.supply],
        ['cellar (return)', columns.temperature],
        ['humidity', columns.humidity],
        ['exhaust room', columns.outside],
      ]
        .filter(([, name]) => name)
        .map(([what, name]) => `${what} from “${name}”`)
        .join(', ')
    : '';
  const detail = log ? `${used}; temperatures in °${log.csv.unit} (${log.csv.unitFrom === 'header' ? 'from the column names' : 'judged from the values, as the columns do not say'})` : '';
  return (
    <CsvImport
      id="unit-log-file"
      testId="unit-log"
      title="Unit log file (CSV)"
      hint={`A CSV with a date column, the cellar (return air) temperature and at least one of run-time (%) or supply air (°F); humidity and the exhaust room’s temperature are read when present, °F or °C. Up to ${READING_LIMITS.maxRows.toLocaleString('en-US')} rows, ${READING_LIMITS.maxFileBytes / 1024 / 1024} MB; several readings a day are averaged by day.`}
      source={state}
      sample={{ downloadLabel: 'Download the sample log', tryLabel: 'Try the sample log' }}
      detail={detail}
    />
  );
}
