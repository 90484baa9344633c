/** Dates and percents for the inbox; numbers and dollars come from the estimator's format module, as everywhere. */
export const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
