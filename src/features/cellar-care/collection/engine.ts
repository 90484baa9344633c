/**
 * Everything that works the collection out, loaded once the page is
 * interactive or on first use (load-engine.ts), so the first load carries
 * only the form: the CSV reader, the drinking-window rules, and the capacity
 * and valuation engines with the estimator's figures.
 */
export { readCollectionCsv } from '@domain/collection/csv.ts';
export { planStorage, valueAtRisk, FORMAT_LABELS, CATEGORY_OF } from '@domain/collection/storage.ts';
export { TEMPLATE_CSV_NAME, templateCsv } from '@domain/collection/template.ts';
export { drinkingWindow, summarizeWindows } from '@domain/collection/windows.ts';
