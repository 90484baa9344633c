/**
 * Text in, findings out: what a cellar plan, a quote or an inspection report
 * says in figures. Pure and synchronous, so it is tested on worked examples
 * and runs on whatever pdf.js, mammoth or tesseract read.
 *
 * What it looks for, and how it decides (docs/ai-tools.md, "Document analyzer"):
 * - Room dimensions: two or three lengths joined by x, × or "by", in feet
 *   (12', 12 ft, 12'6"), inches, metres, centimetres or millimetres; a number
 *   without a unit takes the unit written after the last one ("12 x 10 ft"); a
 *   pair with no unit at all ("2 x 4") is not a dimension. A ceiling height
 *   is also read from "ceiling … 9 ft".
 * - Bottle counts: "1,200 bottles", "bottle capacity: 800".
 * - Cooling: capacities in BTU, a unit's brand and model, the system type.
 * - Prices: every line with an amount ($, USD, or a grouped figure with
 *   cents) is a line of the document; totals, subtotals, tax, discounts and
 *   payment terms are told apart from the items.
 * - What the guides' rules need (red-flags.ts): R-values and the surface each
 *   is written against, the glazing (single, dual or triple pane), which side
 *   of the insulation the vapor barrier is on, and each warranty's term and
 *   what it covers. Each is kept with its line, so a flag can quote it.
 */
import { mToFt } from '../estimator/units.ts';
import type { CoolingSystem, RackingMaterial } from '../estimator/options.ts';

export interface Dimension {
  lengthFt: number;
  widthFt: number;
  heightFt: number | null;
  /** As written in the document. */
  text: string;
}

export type PriceLineKind = 'item' | 'subtotal' | 'total' | 'tax' | 'discount' | 'payment';

export interface PriceLine {
  description: string;
  amount: number;
  kind: PriceLineKind;
  /** 1-based line of the extracted text. */
  line: number;
}

export interface CoolingModel {
  brand: string;
  model: string;
}

export type Surface = 'wall' | 'ceiling' | 'floor' | 'door';

export interface RValue {
  r: number;
  /** The surface the value is written against; null when the line names none. */
  surface: Surface | null;
  line: number;
}

export interface Glazing {
  panes: 'single' | 'double' | 'triple';
  line: number;
  text: string;
}

export interface VaporBarrier {
  /** warm: facing the house, as the guides ask; cold: facing the cellar; null: not said. */
  side: 'warm' | 'cold' | null;
  line: number;
  text: string;
}

export interface Warranty {
  /** Its term in years; null for a lifetime warranty or one with no term stated. */
  years: number | null;
  lifetime: boolean;
  /** What it covers, in the document's words (workmanship, equipment, cooling, racking…). */
  covers: string[];
  line: number;
}

export interface Capacity {
  btuh: number;
  line: number;
}

/**
 * What a quote builds, line by line: enough to tell a build quote (it frames,
 * insulates or cools the room) from a supplier's price list, and to see what
 * it leaves out of the envelope.
 */
export interface BuildScope {
  /** Lines that frame the room or insulate it. */
  envelope: number[];
  /** Lines that cool it. */
  cooling: number[];
  /** Lines that insulate the walls (an R-value against walls, or insulation named with walls). */
  wallInsulation: number[];
  /** Whether any line insulates the ceiling: an R-value against it, insulation named with it, or "all six sides". */
  ceilingInsulation: boolean;
  /** Closed-cell foam, which the technical guide counts as a vapor retarder at cellar thicknesses. */
  closedCellFoam: boolean;
}

export type DocumentKind = 'quote' | 'inspection' | 'plan' | 'other';

export interface Findings {
  kind: DocumentKind;
  dimensions: Dimension[];
  ceilingFt: number | null;
  bottles: number[];
  btu: number[];
  /** Each BTU figure with the line it is on. */
  capacities: Capacity[];
  models: CoolingModel[];
  coolingSystem: CoolingSystem | null;
  rackingMaterial: RackingMaterial | null;
  prices: PriceLine[];
  /** The document's own total when it states one, else null. */
  statedTotal: number | null;
  rValues: RValue[];
  glazing: Glazing[];
  vaporBarrier: VaporBarrier[];
  warranties: Warranty[];
  scope: BuildScope;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const toNumber = (text: string) => Number(text.replace(/,/g, ''));

// ---------------------------------------------------------------- lengths

type LengthUnit = 'ft' | 'in' | 'm' | 'cm' | 'mm';
const UNIT = String.raw`(feet|foot|ft\.?|'|’|′|inches|inch|in\.?|"|”|″|mm|cm|metres|meters|metre|meter|m)(?![a-z])`;
const INCH_TAIL = String.raw`(?:\s*-?\s*(\d{1,2}(?:\.\d+)?)\s*(?:"|”|″|''|in\b|inches\b))?`;
const LENGTH = String.raw`(${NUMBER})\s*(?:${UNIT})?${INCH_TAIL}`;
const JOIN = String.raw`\s*(?:x|X|×|by)\s*`;
const DIMENSION_RE = new RegExp(String.raw`(?<![\d.,])${LENGTH}${JOIN}${LENGTH}(?:${JOIN}${LENGTH})?`, 'gi');
const CEILING_RE = new RegExp(String.raw`(?:ceiling(?:\s+height)?|height)[^\d\n]{0,20}?(${NUMBER})\s*${UNIT}${INCH_TAIL}`, 'gi');

function unitOf(text: string | undefined): LengthUnit | null {
  if (!text) return null;
  const t = text.toLowerCase().replace(/\.$/, '');
  if (['feet', 'foot', 'ft', "'", '’', '′'].includes(t)) return 'ft';
  if (['inches', 'inch', 'in', '"', '”', '″'].includes(t)) return 'in';
  if (t === 'mm') return 'mm';
  if (t === 'cm') return 'cm';
  return 'm';
}

function toFeet(value: number, unit: LengthUnit, inches = 0): number {
  switch (unit) {
    case 'ft':
      return value + inches / 12;
    case 'in':
      return value / 12;
    case 'm':
      return mToFt(value);
    case 'cm':
      return mToFt(value / 100);
    case 'mm':
      return mToFt(value / 1000);
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function readDimensions(text: string): Dimension[] {
  const found: Dimension[] = [];
  for (const match of text.matchAll(DIMENSION_RE)) {
    const parts = [0, 1, 2]
      .map((i) => ({ value: match[1 + i * 3], unit: unitOf(match[2 + i * 3]), inches: match[3 + i * 3] }))
      .filter((part) => part.value !== undefined);
    // A unit written once at the end covers the numbers before it; no unit at all is not a measurement.
    const fallback = [...parts].reverse().find((part) => part.unit)?.unit;
    if (!fallback) continue;
    const feet = parts.map((part) => toFeet(toNumber(part.value!), part.unit ?? fallback, part.inches ? Number(part.inches) : 0));
    const [length, width, height] = feet;
    if (length === undefined || width === undefined || length <= 0 || width <= 0) continue;
    found.push({
      lengthFt: round2(Math.max(length, width)),
      widthFt: round2(Math.min(length, width)),
      heightFt: height === undefined ? null : round2(height),
      text: match[0].trim(),
    });
  }
  return found;
}

/** "9 ft ceilings", "9-foot ceiling", "8' ceiling height": the height written before the word. */
const CEILING_BEFORE_RE = new RegExp(String.raw`(${NUMBER})\s*-?\s*${UNIT}${INCH_TAIL}\s*-?\s*(?:high\s+)?ceilings?\b`, 'gi');

function readCeiling(text: string): number | null {
  const matches = [...text.matchAll(CEILING_RE), ...text.matchAll(CEILING_BEFORE_RE)].sort((a, b) => a.index - b.index);
  for (const match of matches) {
    const unit = unitOf(match[2]);
    if (!unit) continue;
    const feet = toFeet(toNumber(match[1]!), unit, match[3] ? Number(match[3]) : 0);
    if (feet >= 4 && feet <= 20) return round2(feet);
  }
  return null;
}

// ---------------------------------------------------------------- bottles, cooling

const BOTTLES_RE = new RegExp(String.raw`(${NUMBER})\s*[- ]?\s*(?:wine\s+)?bottles?\b|bottle\s+capacity\D{0,15}?(${NUMBER})`, 'gi');
const BTU_RE = new RegExp(String.raw`(${NUMBER})\s*(?:k\s*)?BTU`, 'gi');
const BRANDS = ['WhisperKOOL', 'CellarPro', 'Breezaire', 'Wine Guardian', 'KoolR', 'Vinotemp', 'US Cellar Systems', 'Wine-Mate', 'WineMate', 'CellarCool', 'EuroCave', 'Vintage Air', 'Koolspace'];
const BRAND_RE = new RegExp(String.raw`\b(${BRANDS.map((b) => b.replace(/[-\s]/g, '[-\\s]?')).join('|')})\b`, 'gi');
/** A model is written in capitals and digits ("SS8000", "WKL 4000"): one or two such tokens after the brand, with a digit. */
const MODEL_AFTER_BRAND = /^[\s:]*(?:[Mm]odel\s+)?([A-Z0-9][A-Z0-9-]*)(?:\s+([A-Z0-9][A-Z0-9-]*))?/;

function readBottles(text: string): number[] {
  const counts = [...text.matchAll(BOTTLES_RE)].map((m) => toNumber(m[1] ?? m[2]!)).filter((n) => Number.isInteger(n) && n >= 12 && n <= 50_000);
  return [...new Set(counts)];
}

function readBtu(text: string): number[] {
  const values = [...text.matchAll(BTU_RE)].map((m) => {
    const value = toNumber(m[1]!);
    return /k\s*BTU/i.test(m[0]) ? value * 1000 : value;
  });
  return [...new Set(values.filter((v) => v >= 500 && v <= 200_000))];
}

function readCapacities(text: string): Capacity[] {
  return text.split('\n').flatMap((raw, index) => readBtu(raw).map((btuh) => ({ btuh, line: index + 1 })));
}

function readModels(text: string): CoolingModel[] {
  const models = new Map<string, CoolingModel>();
  for (const match of text.matchAll(BRAND_RE)) {
    const after = MODEL_AFTER_BRAND.exec(text.slice(match.index + match[0].length));
    if (!after) continue;
    const [first, second] = [after[1]!, after[2]];
    const model = /\d/.test(first) || !second ? first : `${first} ${second}`;
    if (!/\d/.test(model)) continue;
    const squash = (name: string) => name.replace(/[-\s]/g, '').toLowerCase();
    const brand = BRANDS.find((b) => squash(b) === squash(match[1]!)) ?? match[1]!;
    models.set(`${brand} ${model}`.toLowerCase(), { brand, model });
  }
  return [...models.values()];
}

function readCoolingSystem(text: string): CoolingSystem | null {
  if (/ductless/i.test(text)) return 'ductless-split';
  if (/ducted|split\s+system|split\s+unit/i.test(text)) return 'ducted-split';
  if (/through[- ]the[- ]wall|self[- ]contained/i.test(text)) return 'through-the-wall';
  if (/passive\s+cellar|no\s+cooling/i.test(text)) return 'none';
  return null;
}

function readRackingMaterial(text: string): RackingMaterial | null {
  const racking = text.split('\n').filter((line) => /rack|bins?\b|cradle/i.test(line)).join('\n');
  if (/redwood|mahogany/i.test(racking)) return 'redwood-mahogany';
  if (/walnut/i.test(racking)) return 'walnut';
  if (/acrylic|lucite/i.test(racking)) return 'acrylic';
  if (/metal|steel|alumin|iron|wire/i.test(racking)) return 'metal';
  if (/pine/i.test(racking)) return 'pine';
  return null;
}

// ---------------------------------------------------------------- what the guides' rules need

const R_VALUE_RE = /\bR-?\s?(\d{1,2})\b/g;
const SURFACE_WORDS: { surface: Surface; words: RegExp }[] = [
  { surface: 'wall', words: /\bwalls?\b/i },
  { surface: 'ceiling', words: /\bceilings?\b|\broof\b/i },
  { surface: 'floor', words: /\bfloors?\b|\bslab\b/i },
  { surface: 'door', words: /\bdoors?\b/i },
];
const surfaceIn = (text: string): Surface | null => {
  let best: { surface: Surface; at: number } | null = null;
  for (const { surface, words } of SURFACE_WORDS) {
    const at = text.search(words);
    if (at !== -1 && (best === null || at < best.at)) best = { surface, at };
  }
  return best?.surface ?? null;
};
const lastSurfaceIn = (text: string): Surface | null => {
  let best: { surface: Surface; at: number } | null = null;
  for (const { surface, words } of SURFACE_WORDS) {
    const all = [...text.matchAll(new RegExp(words.source, 'gi'))];
    const at = all.at(-1)?.index;
    if (at !== undefined && (best === null || at > best.at)) best = { surface, at };
  }
  return best?.surface ?? null;
};

/**
 * An R-value belongs to the surface named right after it in the same clause
 * ("R-19 walls"), else to the last one named before it since the previous
 * R-value or comma ("walls with R-13 batts, ceiling R-19").
 */
function readRValues(lines: string[]): RValue[] {
  return lines.flatMap((raw, index) => {
    const found: RValue[] = [];
    let since = 0;
    for (const match of raw.matchAll(R_VALUE_RE)) {
      const r = Number(match[1]);
      const end = match.index + match[0].length;
      const after = raw.slice(end).split(/[,;:(]|\band\b/)[0]!.split(/\s+/).slice(0, 4).join(' ');
      const before = raw.slice(since, match.index);
      const clauseBefore = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1);
      since = end;
      if (r < 1 || r > 60) continue;
      found.push({ r, surface: surfaceIn(after) ?? lastSurfaceIn(clauseBefore) ?? lastSurfaceIn(before), line: index + 1 });
    }
    return found;
  });
}

function readGlazing(lines: string[]): Glazing[] {
  const found: Glazing[] = [];
  lines.forEach((raw, index) => {
    const match = /\b(single|dual|double|triple)[- ](?:pane|glazed|glazing)\b/i.exec(raw);
    if (!match) return;
    const word = match[1]!.toLowerCase();
    found.push({ panes: word === 'single' ? 'single' : word === 'triple' ? 'triple' : 'double', line: index + 1, text: raw.trim() });
  });
  return found;
}

const WARM_SIDE = /warm(?:er)?\s+side|house\s+side|outside\s+(?:face|side)\s+of\s+the\s+insulation|exterior\s+side|side\s+facing\s+the\s+(?:house|outside)/i;
const COLD_SIDE = /cold(?:er)?\s+side|cellar\s+side|room\s+side|inside\s+(?:face|side)|interior\s+(?:face|side)|wine\s+room\s+side|behind\s+the\s+(?:drywall|green\s*board)/i;

function readVaporBarrier(lines: string[]): VaporBarrier[] {
  const found: VaporBarrier[] = [];
  lines.forEach((raw, index) => {
    if (!/vapou?r\s*(?:barrier|retarder)|moisture\s+barrier/i.test(raw)) return;
    const side = WARM_SIDE.test(raw) ? 'warm' : COLD_SIDE.test(raw) ? 'cold' : null;
    found.push({ side, line: index + 1, text: raw.trim() });
  });
  return found;
}

const INSULATION = /insulat\w*|\bbatts?\b|spray\s*foam|closed-cell|rigid\s+foam|\bfoam\s+board|\bR-?\s?\d{1,2}\b/i;
const FRAMING = /\bfram(?:e|ed|ing)\b|\bstuds?\b|2\s?x\s?[46]\b/i;
const COOLING_LINE = /\bcool\w*|\bBTU|split\s+system|condens\w*|evaporator|refrigera\w*/i;
const WHOLE_ROOM = /all\s+six\s+sides|(?:walls?|floor)[^.;]{0,30}\band\s+ceilings?\b|ceilings?\s+and\s+walls?/i;

function readScope(lines: string[], rValues: RValue[]): BuildScope {
  const numbered = lines.map((text, index) => ({ text, line: index + 1 }));
  const insulated = numbered.filter(({ text }) => INSULATION.test(text));
  return {
    envelope: numbered.filter(({ text }) => INSULATION.test(text) || FRAMING.test(text)).map(({ line }) => line),
    cooling: numbered.filter(({ text }) => COOLING_LINE.test(text)).map(({ line }) => line),
    wallInsulation: [...new Set([...rValues.filter((r) => r.surface === 'wall').map((r) => r.line), ...insulated.filter(({ text }) => /\bwalls?\b/i.test(text)).map(({ line }) => line)])].sort((a, b) => a - b),
    ceilingInsulation: rValues.some((r) => r.surface === 'ceiling') || insulated.some(({ text }) => /\bceilings?\b|\broof\b/i.test(text) || WHOLE_ROOM.test(text)),
    closedCellFoam: lines.some((text) => /closed[- ]cell/i.test(text)),
  };
}

const COVERS = /workmanship|labou?r|construction|installation|equipment|cooling(?:\s+(?:unit|system))?|compressor|parts|racking|materials/gi;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** Each warranty clause ("construction 5 years, cooling 3 years") is its own warranty. */
function readWarranties(lines: string[]): Warranty[] {
  const found: Warranty[] = [];
  lines.forEach((raw, index) => {
    if (!/warrant/i.test(raw)) return;
    for (const clause of raw.split(/[,;]|\.\s/)) {
      const term = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ]?(?:years?|yrs?)\b/i.exec(clause);
      const lifetime = /lifetime/i.test(clause);
      const covers = [...new Set([...clause.matchAll(COVERS)].map((m) => m[0].toLowerCase()))];
      if (!term && !lifetime) continue;
      const years = term ? (NUMBER_WORDS[term[1]!.toLowerCase()] ?? Number(term[1])) : null;
      found.push({ years: lifetime ? null : years, lifetime, covers, line: index + 1 });
    }
  });
  return found;
}

// ---------------------------------------------------------------- prices

const MONEY_RE = new RegExp(String.raw`(-|−|\()?\s*(?:\$|USD\s?)\s*(${NUMBER})\)?|(?<![\d.])(\d{1,3}(?:,\d{3})+\.\d{2})(?![\d])`, 'g');

function kindOf(description: string): PriceLineKind {
  if (/sub-?\s?total/i.test(description)) return 'subtotal';
  if (/\btotal\b|amount\s+due|contract\s+(?:price|sum)/i.test(description)) return 'total';
  if (/\b(?:sales\s+)?tax\b|\bvat\b|\bgst\b/i.test(description)) return 'tax';
  if (/discount|credit|rebate/i.test(description)) return 'discount';
  if (/deposit|balance|due\s+(?:on|at|upon)|payment|instal(?:l)?ment\b/i.test(description)) return 'payment';
  return 'item';
}

function describe(line: string): string {
  return line
    .replace(MONEY_RE, ' ')
    // A quantity ("2 x", "3 @") goes; lumber sizes ("2x4") stay.
    .replace(/\b\d+(?:\.\d+)?\s*(?:@|x|×)\s*(?!\d)/gi, ' ')
    .replace(/\.{2,}|_{2,}|\s-\s|\t|\|/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\d.)#:–-]+(?=[A-Za-z])/, '')
    .replace(/[\s:–-]+$/, '')
    .trim();
}

function readPrices(text: string): PriceLine[] {
  const lines: PriceLine[] = [];
  text.split('\n').forEach((raw, index) => {
    const amounts = [...raw.matchAll(MONEY_RE)];
    const last = amounts.at(-1);
    if (!last) return;
    const value = toNumber(last[2] ?? last[3]!);
    if (!(value > 0)) return;
    const description = describe(raw);
    if (!/[a-z]{3}/i.test(description)) return;
    const kind = kindOf(description);
    const negative = Boolean(last[1]) || kind === 'discount';
    lines.push({ description, amount: negative ? -value : value, kind, line: index + 1 });
  });
  return lines;
}

function guessKind(text: string, prices: PriceLine[], dimensions: Dimension[]): DocumentKind {
  const items = prices.filter((p) => p.kind === 'item').length;
  if (items >= 2 || (items >= 1 && /\b(?:quote|quotation|estimate|proposal|bid)\b/i.test(text))) return 'quote';
  if (/\binspection\b|\bassessment\b|\bsurvey\b/i.test(text)) return 'inspection';
  if (dimensions.length > 0) return 'plan';
  return 'other';
}

/** Normalises what the readers return: PDF ligatures, non-breaking spaces, Windows line ends. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/ﬁ/g, 'fi')
    .replace(/ﬂ/g, 'fl')
    .replace(/[ \t]+\n/g, '\n');
}

export function readFindings(input: string): Findings {
  const text = normaliseText(input);
  const dimensions = readDimensions(text);
  const prices = readPrices(text);
  const total = prices.filter((p) => p.kind === 'total').at(-1);
  const lines = text.split('\n');
  const rValues = readRValues(lines);
  return {
    kind: guessKind(text, prices, dimensions),
    dimensions,
    ceilingFt: readCeiling(text),
    bottles: readBottles(text),
    btu: readBtu(text),
    capacities: readCapacities(text),
    models: readModels(text),
    coolingSystem: readCoolingSystem(text),
    rackingMaterial: readRackingMaterial(text),
    prices,
    statedTotal: total ? total.amount : null,
    rValues,
    glazing: readGlazing(lines),
    vaporBarrier: readVaporBarrier(lines),
    warranties: readWarranties(lines),
    scope: readScope(lines, rValues),
  };
}
