/**
 * Everything that works out a unit's health, loaded on first use (a row
 * typed, a file chosen, the sample asked for; see load-engine.ts), so the
 * page's first load carries only the form.
 */
export { assessHealth } from '@domain/maintenance/health.ts';
export { readLoggerCsv } from '@domain/readings/csv.ts';
export { SAMPLE_LOG_NAME, sampleUnitLog } from '@domain/maintenance/sample.ts';
