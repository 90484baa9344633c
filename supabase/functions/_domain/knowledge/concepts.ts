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
  u: 'you',
  ur: 'your',
  r: 'are',
  b4: 'before',
  thru: 'through',
  pls: 'please',
  abt: 'about',
};

// Whole words only, and never part of a hyphenated term ("r-value", "u-value").
const TYPO_PATTERN = new RegExp(`(?<![\\w-])(${Object.keys(TYPOS).join('|')})(?![\\w-])`, 'g');

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
  /** What an answer must say to speak to this subject at all ("vibration" for vibration): the expert's check before it answers. */
  proof?: RegExp;
  /** How the subject is named in "I don't have a passage on …". */
  label?: string;
}

export const CONCEPTS: readonly Concept[] = [
  {
    id: 'heat-event',
    when: /\b(reached|hit|got (up )?to|went (up )?to|climbed to|spiked|rose to)\b[^.?!]{0,30}\d+\s*(°|º|degrees?|deg)?\s*[fc]?\b|\bheat ?waves?\b|\bheat event\b|\b(cooling|unit|ac|compressor)\b[^.?!]{0,20}\b(failed|broke|died|stopped|quit)\b|\b(cooked|heat damaged?)\b/,
    terms: 'heat event heat spike logger seepage corks',
    headingHint: /heat event|heat spike|temperature swings|stable temperature/i,
  },
  {
    id: 'power-outage',
    when: /\b(power (went out|outage|cut|failure|was out)|power outages?|outages?|blackouts?|lost power|no power|generators?|ice storm)\b/,
    terms: 'power outage power cut generator',
    headingHint: /power (outage|cut)/i,
    proof: /power|outage|generator/i,
    label: 'power cuts',
  },
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
    when: /\b(which|what) side\b|\b(inside|outside|warm|cold) (or|of)\b[^.?!]*\binsulation\b|\bplastic (sheet\w*|film)\b|\bpoly(ethylene)?\b|\bboth sides\b|\bvapou?r (barrier|retarder)\b[^.?!]*\b(side|inside|outside|goes|go)\b/,
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
  { id: 'garage', when: /\bgarage\b/, terms: 'garage warm wall', headingHint: /garage/i, proof: /garage/i, label: 'garages' },
  { id: 'location', when: /\b(best|right|good) (place|spot|location|room)\b|\bwhere (in the house|should (the|a|my) cellar go|to put)\b|\bwhich (room|space|spot|one) (makes|would make|is) the best\b|\bmakes? the best cellar\b/, terms: 'where in the house should a cellar go', headingHint: /where in the house/i },
  { id: 'flooring', when: /(?<!\b(\d+(st|nd|rd|th)|upstairs|second|ground|top|that|this|the|same|main|bedroom|lower|upper|basement|first) )\b(floor|flooring|floors)\b(?![^.?!]*\b(load|over|weigh\w*)\b)/, terms: 'flooring sealed concrete tile stone carpet', headingHint: /flooring/i },
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
    when: /(?<!\b(like|as|than) an? )\b(wine )?(fridge|fridges|refrigerator|cabinet|cooler)\b(?![^.?!]*\b(unit|system|compressor)\b)/,
    terms: 'wine cabinet refrigerator closet conversion cellar options cost',
    headingHint: /cabinet/i,
  },
  { id: 'closet', when: /\bcloset (conversion|cellar)\b|\bconvert\w* (a |my |the )?closet\b/, terms: 'closet conversion cost', headingHint: /cabinet|closet/i },
  { id: 'restaurant', when: /\b(restaurants?|wine bar|bistro|hotel|diners?|covers)\b|\bdining room\b(?![^.?!]*\b(house|home)\b)(?<!\b(formal|our|my) dining room)/, terms: 'restaurant commercial', headingHint: /restaurant/i },
  { id: 'monitoring', when: /\b(monitor\w*|logger|sensor|alerts?)\b/, terms: 'monitor logger sensor', headingHint: /monitor/i },
  { id: 'lighting', when: /\b(light|lights|lighting|led|lamps?|bulbs?)\b/, terms: 'lighting LED', headingHint: /light/i, proof: /light|led\b/i, label: 'lighting' },
  {
    id: 'vibration',
    when: /\b(vibrat\w*|shak(e|es|ing)|rattl\w*|tremor\w*)\b/,
    terms: 'vibration compressor isolate racking sediment',
    headingHint: /vibration/i,
    proof: /vibrat/i,
    label: 'vibration',
  },
  {
    id: 'running-cost',
    when: /\b(kwh|kilowatt\w*|electricity|electric(al)? bill|power bill|energy (use|usage|bill|cost)|running costs?|costs? (to|of) run\w*|to run (it|per|a )|(per|a|each) (month|year) to (keep|run|cool)|keep (it|the cellar|the room) cool)\b/,
    terms: 'running cost electricity kWh a month a year cost to run',
    headingHint: /cost to run|running cost|kwh|cost to run/i,
    proof: /kwh|electricity/i,
    label: 'running costs',
  },
  {
    id: 'noise',
    when: /\b(noise|noisy|loud\w*|quiet\w*|hum(s|ming)?|db|dba|decibels?|hear (it|the unit))\b/,
    terms: 'noise loud quiet dBA split system through-the-wall',
    headingHint: /quiet|noisy|loud|noise/i,
    proof: /quiet|nois|loud|dba/i,
    label: 'noise',
  },
  {
    id: 'cigars',
    when: /\b(cigars?|humidors?|tobacco)\b/,
    terms: 'cigars humidor beer cheese smells',
    headingHint: /cigars|smells/i,
    proof: /cigar/i,
    label: 'cigars',
  },
  {
    id: 'beer-cheese',
    when: /\b(cheeses?|beers?|ales?|ipas?|stouts?|lagers?)\b/,
    terms: 'beer cheese cigars',
    headingHint: /beer, cheese|cheese|beer/i,
    proof: /beer|cheese/i,
    label: 'beer and cheese',
  },
  { id: 'odors', when: /\b(smells?|smelly|odou?rs?|musty|stinks?|stinky)\b/, terms: 'smells odors musty cellar taint', headingHint: /smell|odor|musty/i, proof: /smell|odou?r|musty|taint/i, label: 'smells' },
  {
    id: 'serving-temp',
    when: /\b(serv(e|ed|ing)|chill(ed|ing)?|drinking temp\w*|before drinking|warm (the )?(reds?|them|it) up|warm up the reds?|room temperature)\b/,
    terms: 'serving temperature storage temperature whites reds sparkling',
    headingHint: /serv|stored at different/i,
    proof: /serv/i,
    label: 'serving temperatures',
  },
  { id: 'champagne', when: /\b(champagnes?|sparkling|prosecco|cava|cremant)\b/, terms: 'champagne sparkling non-vintage age', headingHint: /champagne/i, proof: /champagne|sparkling/i, label: 'Champagne' },
  {
    id: 'screw-caps',
    when: /\b(screw ?caps?|screw-caps?|stelvin|synthetic (corks?|stoppers?))\b/,
    terms: 'screw caps humidity control seal',
    headingHint: /screw/i,
    proof: /screw/i,
    label: 'screw caps',
  },
  {
    id: 'upright',
    when: /\b(upright|standing up|stand(ing)? (them )?up|on (their|its|the) sides?|lying down|lay (them|bottles) down)\b/,
    terms: 'bottles upright on their side display',
    headingHint: /upright|side/i,
    proof: /upright|side/i,
    label: 'storing bottles upright',
  },
  {
    id: 'moving',
    when: /\b(mov(e|es|ing)|transport\w*|ship(ping)?|relocat\w*)\b[^.?!]*\b(bottles|wine|collection|cellar)\b|\b(bottles|wine|collection)\b[^.?!]*\b(mov(e|es|ing)|transport\w*)\b/,
    terms: 'move wine collection hot weather climate-controlled transport rest after a move',
    headingHint: /move|moving|rest after/i,
    proof: /transport|mov(e|ing)|rest/i,
    label: 'moving wine',
  },
  {
    id: 'weight',
    when: /\b(weigh\w*|heavy|floor load|load on (the|that) floor|structural|engineer|joists?)\b/,
    terms: 'weight collection floor structural engineer',
    headingHint: /weigh/i,
    proof: /\blb\b|\bkg\b|weigh/i,
    label: 'the weight of a collection',
  },
  {
    id: 'permits',
    when: /\b(permits?|building code|fire code|codes?|tempered|laminated|safety glass|inspect(or|ion))\b/,
    terms: 'permits safety glass tempered laminated building code',
    headingHint: /permit/i,
    proof: /permit|tempered|safety glaz/i,
    label: 'permits and safety glass',
  },
  {
    id: 'by-the-glass',
    when: /\b(by the glass|btg|open(ed)? bottles?|preserv\w*|coravin|enomatic|argon|dispens\w*|keep\b[^.?!]*\bfresh)\b/,
    terms: 'by-the-glass wines fresh argon dispensing preservation',
    headingHint: /by-the-glass|fresh/i,
    // "argon-filled" glazing is a window, not a way to keep open wine.
    proof: /\b(inert|preserv\w*|dispens\w*|coravin)|argon (or|and) nitrogen|argon\b(?!-filled)|by-the-glass/i,
    label: 'keeping open wine fresh',
  },
  {
    id: 'restaurant-stock',
    when: /\b(covers?|seats?|seater|skus?|labels? (on|for) (the|a|our) list|par levels?|wine list|list (our|of our|my) size)\b/,
    terms: 'restaurant wine room hold bottles covers labels list par levels',
    headingHint: /restaurant wine room hold|labels|par levels/i,
    proof: /bottles|covers|labels|par level/i,
    label: 'restaurant inventory',
  },
  {
    id: 'mold',
    when: /\b(mou?ld\w*|mildew\w*|(white|black|green|grey|gray) (fuzz\w*|stuff|spots|growth)|fuzz(y|ies)?)\b/,
    terms: 'mold what to do dehumidify clean labels drywall',
    headingHint: /mold/i,
    proof: /mou?ld/i,
    label: 'mold',
  },
  {
    id: 'dripping',
    when: /\b(dripping|drips|leak(s|ing)?|water (on|from|coming|is)|wet ceiling|puddles?)\b/,
    terms: 'water dripping from the ceiling condensation vapor barrier drain',
    headingHint: /dripping|condensate/i,
    proof: /condensation|drain|vapor barrier/i,
    label: 'water leaks',
  },
  {
    id: 'furnace',
    when: /\b(furnace|boiler|laundry|washer|dryer|water heater)\b/,
    terms: 'furnace room laundry next to the cellar heat vibration',
    headingHint: /furnace/i,
    proof: /furnace|laundry/i,
    label: 'a furnace room or laundry next door',
  },
  {
    id: 'storage-temp',
    when: /\b\d+(\.\d+)?\s*(°|º|degrees?)?\s*[fc]\b.{0,80}\b(ok|okay|fine|too (warm|cold|high|low)|long[- ]term|enough|different|keeping|really need)\b|\b(really )?need 55\b|\b(stored?|kept|keep|storing) (them |it )?(colder|warmer|at (a )?different|at the same)\b|\bcolder than\b[^.?!]*\b(stor\w*|kept)\b/,
    terms: 'storage temperature too warm long-term stored at different temperatures',
    headingHint: /too warm|stored at different temperatures/i,
    proof: /\d+\s*°\s*[FC]/,
    label: 'storage temperature',
  },
  {
    id: 'damage-unknown',
    when: /\bhow many (of (my|the) )?(bottles )?(were|are|got|have been) (actually )?(damaged|ruined|cooked|spoiled|hurt)\b|\bno (logger|records?|log)\b/,
    terms: 'how many bottles were damaged without records',
    headingHint: /damaged|records/i,
    proof: /nobody can|no one can|can'?t (say|tell)|cannot (say|tell)|without (a )?(temperature )?(log|records)/i,
    label: 'damage nobody recorded',
  },
];

/** What the site does not cover; a question about one of these gets "I couldn't find that", not a near miss. */
export const OUT_OF_SCOPE: readonly RegExp[] = [
  /\b(prices?|worth|value)\b[^.?!]*\b(go up|going up|rise|rising|increase|fall|drop|next year|in 20\d\d)\b|\btariffs?\b|\bstock up\b/,
  /\b(dishwasher|rinse aid|detergent|glass ?washer)\b/,
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
