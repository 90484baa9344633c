/**
 * How text becomes search terms, for the index builder (Node) and for every
 * query (browser and Deno). Both sides must use exactly these functions, or
 * a query term would never meet the indexed term it should match.
 *
 * Cellar writing uses several words for one idea ("RH" and "humidity",
 * "price" and "budget" and "cost", "vapour" and "vapor") and writes sizes as
 * "10 × 8 ft" or "R-19". Terms are folded onto one canonical form and given a
 * light suffix stemming, which is enough for a few hundred passages on one
 * subject and small enough to read in full.
 */

/** Words that carry no meaning in a question ("how much does … cost"). */
const STOP_WORDS = new Set(
  (
    'a an the of to in on at by for from with and or but if then than so as is are was were be been being it its this that these those ' +
    'do does did done doing how what which who whom when where there here i me my we us our you your he she they them their can could ' +
    'should would will shall may might must have has had much many any some about into over under up out very just also not no yes'
  ).split(' '),
);

/** Canonical forms: every key is indexed and searched as its value. */
const CANONICAL: Record<string, string> = {
  rh: 'humidity',
  humid: 'humidity',
  humidities: 'humidity',
  vapour: 'vapor',
  vapours: 'vapor',
  price: 'cost',
  prices: 'cost',
  priced: 'cost',
  pricing: 'cost',
  budget: 'cost',
  budgets: 'cost',
  budgeting: 'cost',
  costs: 'cost',
  costing: 'cost',
  costly: 'cost',
  btus: 'btu',
  btuh: 'btu',
  rvalues: 'rvalue',
  temp: 'temperature',
  temps: 'temperature',
  fridge: 'refrigerator',
  fridges: 'refrigerator',
  warranties: 'warranty',
  guarantee: 'warranty',
  guarantees: 'warranty',
  guaranteed: 'warranty',
  fails: 'fail',
  failed: 'fail',
  failing: 'fail',
  failure: 'fail',
  failures: 'fail',
  insulate: 'insulation',
  insulated: 'insulation',
  insulating: 'insulation',
  glazing: 'glass',
  glazed: 'glass',
  glasses: 'glass',
  window: 'glass',
  windows: 'glass',
  mould: 'mold',
  moldy: 'mold',
  mouldy: 'mold',
  mildew: 'mold',
  colour: 'color',
  chiller: 'cooling',
  chillers: 'cooling',
  cooler: 'cooling',
  aging: 'age',
  ageing: 'age',
  aged: 'age',
};

/**
 * Splits text into raw words after rewriting the cellar notations that a
 * plain split would tear apart: "1,000" → "1000", "R-19" → "r19",
 * "R-value" → "rvalue", "10×8" / "10 x 8" → "10 8", "BTU/h" → "btu".
 */
export function tokenize(text: string): string[] {
  const rewritten = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\br[\s-]?values?\b/g, 'rvalue')
    .replace(/\br-(\d+)/g, 'r$1')
    .replace(/\bbtu\s*\/\s*h(r|our)?\b/g, 'btu')
    .replace(/(\d)\s*[x×]\s*(?=\d)/g, '$1 ')
    .replace(/[’']s\b/g, '');
  return rewritten.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

const VOWEL = /[aeiouy]/;

/** Light English suffix stripping: plurals, -ing and -ed, so "cellars", "racking" and "sized" meet "cellar", "rack" and "size". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stemmed = word;
  if (stemmed.endsWith('ies') && stemmed.length > 4) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes)$/.test(stemmed)) stemmed = stemmed.slice(0, -2);
  else if (stemmed.endsWith('s') && !/(ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1);

  for (const suffix of ['ing', 'ed']) {
    const base = stemmed.slice(0, -suffix.length);
    if (stemmed.endsWith(suffix) && base.length >= 3 && VOWEL.test(base)) {
      stemmed = base;
      // "fitted" → "fit", but keep "install" and "cross".
      if (/([^aeiouls])\1$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
      break;
    }
  }
  // "size", "sized" and "sizing" all end as "siz".
  if (stemmed.endsWith('e') && stemmed.length > 3) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** One raw word → its indexed term, or null for a stop word. */
export function processTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(CANONICAL[lower] ?? lower);
}

/** The terms a piece of text is indexed under (for tests and diagnostics). */
export function termsOf(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}
