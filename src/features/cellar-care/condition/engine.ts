/**
 * Everything that works out a report, loaded on first use (a reading typed,
 * a file chosen, the sample asked for; see load-engine.ts), so the page's
 * first load carries only the form: the assessment engine with the
 * estimator's figures, the CSV reader and the sample file.
 */
export { assessCondition } from '@domain/condition/assessment.ts';
export { readLoggerCsv } from '@domain/readings/csv.ts';
export { SAMPLE_CSV_NAME, sampleLoggerCsv } from '@domain/readings/sample.ts';
