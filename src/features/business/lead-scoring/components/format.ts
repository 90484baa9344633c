export const percent = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)}%` : '–');
export const auc = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
export const weight = (value: number) => (value < 0 ? `−${Math.abs(value).toFixed(2)}` : value.toFixed(2));
export const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
