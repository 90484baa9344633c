/**
 * Reads a collection exported as CSV: CellarTracker's "My Cellar" export
 * first (iWine, Type, Color, Category, Size, Value, Price, Vintage, Wine,
 * Producer, Varietal, Region, Quantity, BeginConsume, EndConsume…), the
 * page's own template, or a spreadsheet with columns named in plain words
 * ("Bottles", "Year", "Colour", "Drink from"). Pure: text in, wines and what
 * was skipped or not used out. Never throws.
 *
 * Cells are split by the shared CSV rules (`../csv/cells.ts`). Every row it
 * drops is reported with its line and reason; every column it does not use
 * is named, apart from the ones it knows CellarTracker writes and it has no
 * use for, which are named separately so an unexpected column stands out.
 */
import { cleanHeaderName, pickCsvDelimiter, splitCsvLine, splitCsvLines } from '../csv/cells.ts';
import {
  COLLECTION_LIMITS,
  cleanText,
  parseBottleSize,
  quantityProblem,
  sizeProblem,
  valueProblem,
  vintageProblem,
  windowProblem,
  type Wine,
  type WineStyle,
} from './wine.ts';
import { inferStyle } from './infer-style.ts';

export type CollectionField = 'name' | 'producer' | 'vintage' | 'type' | 'color' | 'category' | 'region' | 'subRegion' | 'appellation' | 'country' | 'varietal' | 'size' | 'quantity' | 'value' | 'price' | 'begin' | 'end';

/** Each field's accepted column names, lower case with spaces for _ and -. The first is CellarTracker's. */
const ALIASES: Record<CollectionField, readonly string[]> = {
  name: ['wine', 'name', 'wine name', 'label'],
  producer: ['producer', 'winery', 'domaine', 'chateau', 'château', 'estate'],
  vintage: ['vintage', 'year'],
  type: ['type', 'wine type', 'style'],
  color: ['color', 'colour'],
  category: ['category'],
  region: ['region'],
  subRegion: ['subregion', 'sub region'],
  appellation: ['appellation', 'aoc', 'ava'],
  country: ['country'],
  varietal: ['varietal', 'mastervarietal', 'master varietal', 'grape', 'grapes', 'variety'],
  size: ['size', 'bottle size', 'format'],
  quantity: ['quantity', 'qty', 'bottles', 'count', 'number of bottles'],
  value: ['value', 'valuation', 'market value', 'value per bottle'],
  price: ['price', 'purchase price', 'cost', 'price per bottle'],
  begin: ['beginconsume', 'begin consume', 'drink from', 'from', 'drink window start'],
  end: ['endconsume', 'end consume', 'drink to', 'drink by', 'to', 'drink window end'],
};

/** Columns CellarTracker writes that the collection has no use for: listed as known, not as unrecognised. */
const KNOWN_UNUSED = new Set(['iwine', 'currency', 'exchangerate', 'locale', 'designation', 'vineyard', 'location', 'bin', 'pending', 'note', 'notes', 'ct', 'cnotes', 'pscore', 'pnotes', 'mynotes', 'score', 'ct score', 'wine id', 'barcode', 'store', 'purchase date']);

export interface SkippedWine {
  line: number;
  reason: string;
}

/** A row read in full but for its type, which neither a type column nor its words say: the page asks for it. */
export interface UntypedWine {
  line: number;
  wine: Omit<Wine, 'style'>;
}

/** A row whose type came from its words, with the word it was read from. */
export interface InferredType {
  line: number;
  style: WineStyle;
  word: string;
}

export interface CollectionCsv {
  wines: Wine[];
  /** The file's column name for each field read. */
  columns: Partial<Record<CollectionField, string>>;
  /** Columns CellarTracker writes that the collection does not need. */
  knownUnused: string[];
  /** Columns the reader does not recognise at all. */
  unrecognised: string[];
  skipped: SkippedWine[];
  /** Rows whose type the file does not give and their words do not say. */
  untyped: UntypedWine[];
  /** Rows whose type was read from their region, appellation, grape or name. */
  inferred: InferredType[];
  /** Lines after the collection limit, not read. */
  overLimit: number;
}

export type CollectionCsvOutcome = ({ ok: true } & CollectionCsv) | { ok: false; message: string };

const key = (name: string) => cleanHeaderName(name).toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();

/** "Red - Sparkling", "White - Sweet/Dessert", "Rosé", "Port", colour and category columns: one style. */
export function styleFrom(type: string, color: string, category: string): WineStyle | null {
  const text = `${type} ${color} ${category}`.toLowerCase();
  if (text.trim() === '') return null;
  if (/sparkling|champagne|cava|prosecco|crémant|cremant|spumante/.test(text)) return 'sparkling';
  if (/fortified|port\b|porto|sherry|madeira|marsala|banyuls/.test(text)) return 'fortified';
  if (/sweet|dessert|sauternes|ice ?wine|late harvest/.test(text)) return 'sweet';
  if (/ros[ée]|blush/.test(text)) return 'rose';
  if (/white|blanc|bianco|blanco/.test(text)) return 'white';
  if (/red|rouge|rosso|tinto/.test(text)) return 'red';
  return null;
}

/** "1,200.50", "$95", "1.200,50" (a European export), "12,5": a number, NaN when unreadable, null when empty. */
const number = (text: string) => {
  const bare = text.replace(/[$€£\s]/g, '');
  if (bare === '') return null;
  const european = /^\d{1,3}(\.\d{3})+,\d+$/.test(bare);
  const cleaned = european ? bare.replace(/\./g, '') : bare.replace(/,(?=\d{3}\b)/g, '');
  return Number(cleaned.replace(',', '.'));
};

type Row = { wine: Wine; inferred: { style: WineStyle; word: string } | null } | { untyped: Omit<Wine, 'style'> } | { problem: string };

function readRow(cell: (field: CollectionField) => string, thisYear: number): Row {
  const name = cleanText(cell('name'), COLLECTION_LIMITS.nameLength);
  if (name === '') return { problem: 'no wine name' };
  const vintageText = cell('vintage').trim();
  // CellarTracker writes 1001 for a non-vintage wine.
  const vintage = vintageText === '' || /^(nv|n\.v\.|1001|non.?vintage)$/i.test(vintageText) ? null : Number(vintageText);
  if (vintage !== null) {
    const problem = vintageProblem(vintage, thisYear);
    if (problem) return { problem: `vintage “${vintageText.slice(0, 20)}”: ${problem}` };
  }
  const said = [cell('type'), cell('color'), cell('category')].filter((part) => part.trim() !== '').join(' / ');
  const given = styleFrom(cell('type'), cell('color'), cell('category'));
  if (given === null && said !== '') return { problem: `type “${said.slice(0, 40)}” not recognised (red, white, rosé, sparkling, sweet or fortified)` };
  const quantityText = cell('quantity').trim();
  const quantity = quantityText === '' ? 1 : number(quantityText);
  const quantityIssue = quantity === null ? null : quantityProblem(quantity);
  if (quantity === null || quantityIssue) return { problem: `quantity “${quantityText.slice(0, 20)}”: ${quantityIssue ?? 'not a number'}` };
  const sizeText = cell('size').trim();
  const sizeMl = sizeText === '' ? 750 : parseBottleSize(sizeText);
  if (sizeMl === null) return { problem: `bottle size “${sizeText.slice(0, 20)}” not recognised (750ml, 1.5L, Magnum…)` };
  const sizeIssue = sizeProblem(sizeMl);
  if (sizeIssue) return { problem: `bottle size “${sizeText.slice(0, 20)}”: ${sizeIssue}` };
  let valueUsd: number | null = null;
  for (const field of ['value', 'price'] as const) {
    const text = cell(field).trim();
    if (text === '' || valueUsd !== null) continue;
    const value = number(text);
    const issue = value === null || Number.isNaN(value) ? 'not a number' : valueProblem(value);
    if (issue) return { problem: `${field} “${text.slice(0, 20)}”: ${issue}` };
    // A zero is CellarTracker's "no value known".
    valueUsd = value && value > 0 ? value : null;
  }
  const year = (field: 'begin' | 'end') => {
    const text = cell(field).trim();
    return text === '' || text === '0' || /^9999$/.test(text) ? null : Number(text);
  };
  const drinkFrom = year('begin');
  const drinkTo = year('end');
  const windowIssue = windowProblem(drinkFrom, drinkTo);
  if (windowIssue) return { problem: `drinking window “${cell('begin')}–${cell('end')}”: ${windowIssue}` };
  const region = [cell('appellation'), cell('subRegion'), cell('region'), cell('country')].map((part) => part.trim()).filter((part) => part !== '' && part.toLowerCase() !== 'unknown');
  const wine = {
    name,
    producer: cleanText(cell('producer')),
    vintage,
    region: cleanText([...new Set(region)].join(', ')),
    varietal: cleanText(cell('varietal')),
    sizeMl,
    quantity,
    valueUsd,
    drinkFrom,
    drinkTo,
  };
  if (given !== null) return { wine: { ...wine, style: given }, inferred: null };
  // No type given: the row's own words say it, or the page asks.
  const inferred = inferStyle(wine);
  return inferred ? { wine: { ...wine, style: inferred.style }, inferred } : { untyped: wine };
}

const NEEDS = 'The file needs a column named “Wine” (or “Name”); the type or colour (“Type”, “Color”) is read when present and otherwise worked out from the region, appellation, grape or name, and “Producer”, “Vintage”, “Region”, “Quantity”, “Size”, “Value” or “Price”, and “BeginConsume” / “EndConsume” are read when present. Download the template to see the columns.';

export function readCollectionCsv(text: string, thisYear: number): CollectionCsvOutcome {
  if (text.includes('\u0000')) return { ok: false, message: 'This file is not a text CSV (it contains binary data). Export your collection as CSV and try again.' };
  const lines = splitCsvLines(text);
  const headerIndex = lines.findIndex((line) => line.trim() !== '' && !/^sep=/i.test(line.trim()));
  if (headerIndex < 0) return { ok: false, message: `The file has no lines. ${NEEDS}` };
  const headerLine = lines[headerIndex] as string;
  const delimiter = pickCsvDelimiter(headerLine);
  const names = splitCsvLine(headerLine, delimiter).map(cleanHeaderName);
  const keys = names.map(key);

  const columns: Partial<Record<CollectionField, string>> = {};
  const index: Partial<Record<CollectionField, number>> = {};
  for (const field of Object.keys(ALIASES) as CollectionField[]) {
    // CellarTracker has both Varietal and MasterVarietal: the first alias found in the header order wins.
    for (const alias of ALIASES[field]) {
      const at = keys.findIndex((name, i) => name === alias && !Object.values(index).includes(i));
      if (at >= 0) {
        index[field] = at;
        columns[field] = names[at];
        break;
      }
    }
  }
  if (index.name === undefined) {
    const found = names.filter(Boolean).slice(0, 10).join(', ');
    return { ok: false, message: `No wine name column was found. The first line has: ${found || 'nothing'}. ${NEEDS}` };
  }
  const used = new Set(Object.values(index));
  const knownUnused: string[] = [];
  const unrecognised: string[] = [];
  names.forEach((name, i) => {
    if (used.has(i) || name === '') return;
    (KNOWN_UNUSED.has(keys[i] as string) ? knownUnused : unrecognised).push(name);
  });

  const rows = lines
    .slice(headerIndex + 1)
    .map((line, i) => ({ line: headerIndex + i + 2, text: line }))
    .filter((row) => row.text.trim() !== '');
  const wines: Wine[] = [];
  const skipped: SkippedWine[] = [];
  const untyped: UntypedWine[] = [];
  const inferred: InferredType[] = [];
  let overLimit = 0;
  for (const row of rows) {
    if (wines.length + untyped.length >= COLLECTION_LIMITS.maxWines) {
      overLimit += 1;
      continue;
    }
    const cells = splitCsvLine(row.text, delimiter);
    const cell = (field: CollectionField) => {
      const at = index[field];
      return at === undefined ? '' : cells[at] ?? '';
    };
    const read = readRow(cell, thisYear);
    if ('problem' in read) skipped.push({ line: row.line, reason: read.problem });
    else if ('untyped' in read) untyped.push({ line: row.line, wine: read.untyped });
    else {
      wines.push(read.wine);
      if (read.inferred) inferred.push({ line: row.line, ...read.inferred });
    }
  }
  if (wines.length === 0 && untyped.length === 0) {
    const first = skipped[0];
    return {
      ok: false,
      message: rows.length === 0 ? `The file has a header but no wines. ${NEEDS}` : `None of the file’s ${rows.length} wines could be read${first ? ` (line ${first.line}: ${first.reason})` : ''}.`,
    };
  }
  return { ok: true, wines, columns, knownUnused, unrecognised, skipped, untyped, inferred, overLimit };
}
