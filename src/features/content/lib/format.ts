/**
 * Formatting that gives the same text on the server and in every browser:
 * fixed locale and UTC, so prerendered HTML and hydration always agree.
 */
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const countFormat = new Intl.NumberFormat('en-US');

/** "2026-03-10" → "March 10, 2026". */
export const formatDate = (iso: string): string => dateFormat.format(new Date(`${iso}T00:00:00Z`));

export const formatUsd = (value: number): string => usdFormat.format(value);

export const formatCount = (value: number): string => countFormat.format(value);

export const readingTime = (minutes: number): string => `${minutes} min read`;

const TAG_LABELS: Partial<Record<string, string>> = { roi: 'ROI' };

/** "roi" → "ROI", "cooling" → "Cooling". */
export const tagLabel = (tag: string): string => TAG_LABELS[tag] ?? `${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
