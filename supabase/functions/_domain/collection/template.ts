/** The template a collector without CellarTracker fills in: CellarTracker's column names, so one file format serves both. */
export const TEMPLATE_CSV_NAME = 'wine-collection-template.csv';

const HEADER = ['Wine', 'Producer', 'Vintage', 'Type', 'Region', 'Varietal', 'Size', 'Quantity', 'Value', 'BeginConsume', 'EndConsume'];
// Examples of the format only: the page says to replace them with your own bottles.
const EXAMPLES = [
  ['Example: Château Example Pauillac', 'Château Example', '2016', 'Red', 'Pauillac, Bordeaux', 'Cabernet Sauvignon', '750ml', '6', '85', '', ''],
  ['Example: Example Estate Chablis', 'Example Estate', '2021', 'White', 'Chablis', 'Chardonnay', '750ml', '3', '40', '2024', '2030'],
  ['Example: Example House Brut', 'Example House', 'NV', 'Sparkling', 'Champagne', 'Champagne Blend', 'Magnum', '1', '120', '', ''],
];

const cell = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function templateCsv(): string {
  return `${[HEADER, ...EXAMPLES].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
