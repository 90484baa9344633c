/**
 * The concept map: how visitors ask about a subject, and the words the site
 * uses for it. `terms.ts` folds spellings of one word onto one term at index
 * and query time; this module works one level up, on questions, and is kept
 * apart so the offline expert and a future semantic search read the same map.
 *
 *   - `fixTypos`: common misspellings of the site's words ("celler", "botle").
 *   - `CONCEPTS`: a subject, the patterns that name it in a question, and the
 *     site's own words for it, added to the search so the section that uses
 *     them ranks first ("reached 68°F in summer" → the heat-event section).
 *   - `OUT_OF_SCOPE`: subjects the site does not cover (buying wine, vintages,
 *     weather, financing): the expert says so instead of quoting a near miss.
 *
 * Patterns run on lower-cased text with `1,000` already written `1000`.
 */

/** Misspelling → the site's spelling; whole words only. */
const TYPOS: Record<string, string> = {
  celler: 'cellar',
  cellor: 'cellar',
  botle: 'bottle',
  botles: 'bottles',
  bottels: 'bottles',
  temprature: 'temperature',
  temperture: 'temperature',
  tempature: 'temperature',
  humidty: 'humidity',
  humiditiy: 'humidity',
  humdity: 'humidity',
  waranty: 'warranty',
  warrenty: 'warranty',
  insulaton: 'insulation',
  vapur: 'vapor',
  racs: 'racks',
  wat: 'what',
  whats: 'what is',
};

const TYPO_PATTERN = new RegExp(`\\b(${Object.keys(TYPOS).join('|')})\\b`, 'g');

/** The question with the site's spellings ("wat temp 4 red wine" → "what temp for red wine"); numbers are left alone. */
export function fixTypos(text: string): string {
  return text.replace(TYPO_PATTERN, (word) => TYPOS[word] ?? word);
}

export interface Concept {
  id: string;
  /** Any of these in the (lower-cased) question names the concept. */
  when: RegExp;
  /** The site's words for it, added to the search query. */
  terms: string;
  /** When the question names it, passages whose heading says none of `headingHint` lose out (a heading-level hint, not a URL). */
  headingHint?: RegExp;
}

export const CONCEPTS: readonly Concept[] = [
  {
    id: 'heat-event',
    when: /\b(reached|hit|got (up )?to|went (up )?to|climbed to|spiked|rose to)\b[^.?!]{0,30}\d+\s*(°|º|degrees?|deg)?\s*[fc]?\b|\bheat ?waves?\b|\bheat event\b|\b(cooling|unit|ac|compressor)\b[^.?!]{0,20}\b(failed|broke|died|stopped|quit)\b|\b(cooked|heat damaged?)\b/,
    terms: 'heat event logger seepage corks',
    headingHint: /heat event|temperature swings|stable temperature/i,
  },
  { id: 'power-outage', when: /\b(power (went out|outage|cut|failure|was out)|blackout|lost power|no power)\b/, terms: 'power outage', headingHint: /power outage/i },
  {
    id: 'rack-material',
    when: /\b(wood|woods|timber|mahogany|redwood|walnut|pine|oak|metal|acrylic)\b[^.?!]*\brack|\brack\w*\b[^.?!]*\b(wood|woods|timber|material|mahogany|redwood|walnut|pine|oak)\b/,
    terms: 'racking hardwoods mahogany walnut redwood stock racking pine',
    headingHint: /racking/i,
  },
  {
    id: 'rack-damp',
    when: /\b(damp|wet|stone|masonry|rot)\b[^.?!]*\b(wall|basement|rack\w*)\b|\brack\w*\b[^.?!]*\b(damp|stone|masonry|rot)\b/,
    terms: 'racking stands off the stone air gap rot damp masonry',
    headingHint: /stands off the stone|racking/i,
  },
  {
    id: 'cooling-types',
    when: /\b(self[- ]contained|through[- ]the[- ]wall)\b[^.?!]*\b(vs\.?|versus|or|compared|difference)\b|\b(vs\.?|versus|difference between)\b[^.?!]*\b(split|self[- ]contained|ducted|ductless)\b|\btypes? of (cooling|units?|systems?)\b/,
    terms: 'four types of wine cellar cooling systems split self-contained through-the-wall',
    headingHint: /four types|split systems|self-contained/i,
  },
  { id: 'ductless', when: /\b(ductless|mini[- ]?split)\b/, terms: 'ductless split systems retrofit', headingHint: /ductless/i },
  {
    id: 'household-ac',
    when: /\b(regular|normal|household|home|window|ordinary|standard) (air ?conditioner|ac|a\/c)\b|\bair ?conditioner\b/,
    terms: 'household air conditioner four types cooling systems',
    headingHint: /four types/i,
  },
  { id: 'exhaust', when: /\bexhaust\w*\b|\b(where does|where do) (the )?(hot air|heat)\b/, terms: 'exhaust adjacent room closet', headingHint: /exhaust|checks apply|self-contained/i },
  {
    id: 'vapor-side',
    when: /\b(which|what) side\b|\b(inside|outside|warm|cold) (or|of)\b[^.?!]*\binsulation\b|\bplastic (sheet\w*|film)\b|\bpoly(ethylene)?\b|\bboth sides\b/,
    terms: 'vapor barrier warm side insulation',
    headingHint: /vapor barrier/i,
  },
  {
    id: 'vapor-two',
    when: /\b(both sides|two (vapou?r )?barriers|second (vapou?r )?barrier|double (vapou?r )?barrier)\b/,
    terms: 'vapor barrier second barrier two barriers trap moisture',
    headingHint: /where does the vapor barrier go/i,
  },
  {
    id: 'r-value',
    when: /\br-?values?\b|\bhow (much|thick) (insulation|should (the )?insulation)\b|\binsulation\b[^.?!]*\b(walls?|ceiling)\b/,
    terms: 'R-values insulation under-insulated walls ceiling',
    headingHint: /r-values|under-insulated/i,
  },
  { id: 'glass-fog', when: /\b(fog\w*|mist(y|ed|ing|s)?|steam\w* up|condensation on (the )?glass|sweat\w*)\b/, terms: 'keeping the glass clear dew point glazing', headingHint: /glass clear|glass/i },
  { id: 'glass-load', when: /\bglass\b[^.?!]*\b(harder|load|cooling|work)\b/, terms: 'glass load calculation', headingHint: /glass/i },
  { id: 'garage', when: /\bgarage\b/, terms: 'garage warm wall', headingHint: /garage/i },
  { id: 'location', when: /\b(best|right|good) (place|spot|location|room)\b|\bwhere (in the house|should (the|a|my) cellar go|to put)\b/, terms: 'where in the house should a cellar go', headingHint: /where in the house/i },
  { id: 'flooring', when: /\b(floor|flooring|floors)\b(?![^.?!]*\b(load|over)\b)/, terms: 'flooring sealed concrete tile stone carpet', headingHint: /flooring/i },
  { id: 'door', when: /\b(what|which) (kind of |type of )?door\b|\bdoor (seal|gasket|type)\b|\bcellar door\b/, terms: 'door seal exterior-grade insulated gasket', headingHint: /door/i },
  { id: 'electrical', when: /\b(circuit|electrical|electrician|wiring|outlet|breaker)\b/, terms: 'electrical work dedicated circuit', headingHint: /electrical/i },
  { id: 'condensate', when: /\b(condensate|drain\w*|drip\w*)\b/, terms: 'condensate drainage drain', headingHint: /condensate|drainage/i },
  { id: 'humidity-high', when: /\b(7[1-9]|[89]\d)\s*%|\b(too|very) (humid|damp)\b|\bhumidity\b[^.?!]*\btoo high\b/, terms: 'humidity mold above 70%', headingHint: /humidity/i },
  { id: 'humidity-low', when: /\b(humidity|rh)\b[^.?!]*\b(too low|low|dry)\b|\b(dry|dried|shrink\w*) corks?\b/, terms: 'humidity corks dry', headingHint: /humidity/i },
  { id: 'resale', when: /\b(resale|resell|sell (the|my) (house|home)|home value|house value|property value|add value|adds value|value to (my|the|a) (house|home))\b/, terms: 'does a wine cellar add value to a home resale', headingHint: /add value/i },
  { id: 'not-worth', when: /\bnot (be )?worth\b|\bwaste of money\b|\bnot pay\b/, terms: 'when does a wine cellar not pay', headingHint: /not pay/i },
  { id: 'worth-it', when: /\b(is|are) (it|a \w+ cellar|cellars?) (really )?worth\b/, terms: 'is it worth it return', headingHint: /worth it|return/i },
  {
    id: 'cabinet',
    when: /\b(wine )?(fridge|refrigerator|cabinet|cooler)\b(?![^.?!]*\b(unit|system)\b)/,
    terms: 'wine cabinet refrigerator closet conversion cellar options cost',
    headingHint: /cabinet/i,
  },
  { id: 'closet', when: /\bcloset (conversion|cellar)\b|\bconvert\w* (a |my |the )?closet\b/, terms: 'closet conversion cost', headingHint: /cabinet|closet/i },
  { id: 'restaurant', when: /\b(restaurant|bar|bistro|hotel|dining room)\b/, terms: 'restaurant commercial', headingHint: /restaurant/i },
  { id: 'monitoring', when: /\b(monitor\w*|logger|sensor|alerts?)\b/, terms: 'monitor logger sensor', headingHint: /monitor/i },
  { id: 'lighting', when: /\b(light|lights|lighting|led|lamps?|bulbs?)\b/, terms: 'lighting LED', headingHint: /light/i },
];

/** What the site does not cover; a question about one of these gets "I couldn't find that", not a near miss. */
export const OUT_OF_SCOPE: readonly RegExp[] = [
  /\b(vintages?|which wines?|what wines?|recommend (a|some) (wine|bottle)|wine pairing|pair with)\b/,
  /\b(buy|order|purchase|sell)\b[^.?!]*\bwine\b(?![^.?!]*\b(cellar|storage|rack\w*|fridge|cabinet)\b)|\b(sell|sells) wine\b/,
  /\b(make|making|brew\w*|ferment\w*) (my |your |our )?(own )?wine\b/,
  /\b(weather|forecast)\b/,
  /\b(financ\w*|payment plans?|monthly payments?|loans?|credit)\b/,
];

export interface ConceptMatch {
  /** The concepts a question names, in map order. */
  concepts: Concept[];
  /** The question's words plus each concept's site words: what to search for. */
  query: string;
}

/** The concepts a (lower-cased) question names, and the search text they make. */
export function expandQuestion(question: string): ConceptMatch {
  const text = question.toLowerCase();
  const concepts = CONCEPTS.filter((concept) => concept.when.test(text));
  return { concepts, query: concepts.length === 0 ? question : `${question} ${concepts.map((concept) => concept.terms).join(' ')}` };
}

export const outOfScope = (question: string) => OUT_OF_SCOPE.some((pattern) => pattern.test(question.toLowerCase()));
