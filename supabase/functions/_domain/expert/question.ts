/**
 * Reads a visitor's question for the offline expert: which calculator it
 * calls for (if any), the numbers it carries (bottles, room size, wall run,
 * ceiling height, temperatures) and the options it names, and which of the
 * business's own topics it asks about. Plain pattern matching over a
 * normalised text: deterministic, and fast enough to run on every message.
 */
import { estimatorConfig, lengthFromFt } from '../estimator/index.ts';
import type {
  CellarType,
  CoolingSystem,
  FinishLevel,
  GlassOption,
  InsulationLevel,
  RackingMaterial,
  RackingStyle,
  Region,
  TrafficLevel,
} from '../estimator/index.ts';
import { fixTypos } from '../knowledge/concepts.ts';

export type EstimateIntent = 'cost' | 'cooling' | 'capacity';

export type BusinessTopic =
  | 'warranty'
  | 'timeline'
  | 'pricing'
  | 'experience'
  | 'rating'
  | 'contact'
  | 'quote'
  | 'availability'
  | 'services'
  | 'area'
  | 'commercial'
  | 'repair'
  /** Service visits, emergency response, a service contract. */
  | 'maintenance'
  /** How to ask for the quote, as opposed to what it includes. */
  | 'quote-request';

export interface Room {
  length: number;
  width: number;
  height?: number;
}

export interface ParsedQuestion {
  text: string;
  /** Lower case, `1,500` → `1500`, `×` → `x`, curly quotes straightened. */
  normalized: string;
  greeting: boolean;
  thanks: boolean;
  /** "What can you do?", "help". */
  capabilities: boolean;
  intent: EstimateIntent | null;
  /** The calculator the question's subject calls for, with or without the numbers it needs. */
  wants: EstimateIntent | null;
  unitSystem: 'imperial' | 'metric';
  bottles?: number;
  room?: Room;
  /** A room given by its volume ("1,000 cubic feet", "28 m³"), in the question's units; `room` is then a square room of that volume. */
  volume?: number;
  /** Length of racked wall, in the question's units. */
  wallRun?: number;
  ceiling?: number;
  /** Temperatures in the question's system (°F for imperial, °C for metric). */
  surroundingsTemp?: number;
  cellarTemp?: number;
  glass?: GlassOption;
  insulation?: InsulationLevel;
  traffic?: TrafficLevel;
  cellarType?: CellarType;
  cooling?: CoolingSystem;
  rackingMaterial?: RackingMaterial;
  rackingStyle?: RackingStyle;
  finishes?: FinishLevel;
  region?: Region;
  vaporBarrier?: boolean;
  topic: BusinessTopic | null;
  /** The visitor wants a figure (how much, how many, what temperature…), so sentences with numbers answer best. */
  wantsFigure: boolean;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const FEET = String.raw`(?:ft|feet|foot|'|′)`;
const METRES = String.raw`(?:m|meters?|metres?)`;
const UNIT = String.raw`(?:${FEET}|${METRES})`;
const BY = String.raw`\s*(?:x|by|\*)\s*`;
const VOLUME = /(\d+(?:\.\d+)?)\s*-?\s*(cubic (?:feet|foot|ft)|cu\.? ?ft\.?|ft3|ft³|cubic (?:meters?|metres?)|m3|m³|cbm)(?![a-z])/;

export function normalize(text: string): string {
  return fixTypos(text.toLowerCase())
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/×/g, 'x')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\d+(?:\.\d+)?)\s*k\b(?=\s*-?\s*bottles?)/g, (_, value: string) => String(Math.round(Number(value) * 1000)))
    .replace(/\s+/g, ' ')
    .trim();
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

function parseRoom(text: string): { room?: Room; metric: boolean } {
  const three = new RegExp(`${NUMBER}\\s*${UNIT}?${BY}${NUMBER}\\s*${UNIT}?${BY}${NUMBER}\\s*(${UNIT})?`).exec(text);
  if (three) {
    const [match, a, b, c] = three;
    return { room: { length: Number(a), width: Number(b), height: Number(c) }, metric: isMetric(match) };
  }
  const two = new RegExp(`${NUMBER}\\s*${UNIT}?${BY}${NUMBER}\\s*(${UNIT})?`).exec(text);
  if (two) {
    const [match, a, b] = two;
    return { room: { length: Number(a), width: Number(b) }, metric: isMetric(match) };
  }
  return { metric: false };
}

function isMetric(fragment: string): boolean {
  return /\d\s*(m|meters?|metres?)\b/.test(fragment) && !/\d\s*(ft|feet|foot|')/.test(fragment);
}

function parseCeiling(text: string): number | undefined {
  const patterns = [
    new RegExp(`${NUMBER}\\s*-?\\s*${UNIT}\\s*-?\\s*(?:high\\s+|tall\\s+)?ceilings?`),
    new RegExp(`ceilings?\\s*(?:height\\s*)?(?:of|is|at|:)?\\s*${NUMBER}\\s*${UNIT}?`),
    new RegExp(`${NUMBER}\\s*-?\\s*${UNIT}\\s*(?:high|tall)\\b`),
    new RegExp(`\\b(?:at|racking)\\s+${NUMBER}\\s*${UNIT}\\s*(?:high|tall)?(?!\\s*(?:of|x|by))`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}

function parseTemperatures(text: string, metric: boolean): { surroundings?: number; cellar?: number } {
  const found: number[] = [];
  const pattern = /(-?\d+(?:\.\d+)?)\s*(?:°|º|degrees?|deg)\s*(f|c)?\b|(-?\d+(?:\.\d+)?)\s*(f|c)\b/g;
  for (const match of text.matchAll(pattern)) {
    const value = Number(match[1] ?? match[3]);
    const scale = match[2] ?? match[4] ?? (metric ? 'c' : 'f');
    const inSystem = scale === 'c' ? (metric ? value : (value * 9) / 5 + 32) : metric ? ((value - 32) * 5) / 9 : value;
    found.push(inSystem);
  }
  const warm = metric ? 18 : 65;
  const result: { surroundings?: number; cellar?: number } = {};
  for (const value of found) {
    if (value >= warm) result.surroundings ??= Math.round(value * 10) / 10;
    else result.cellar ??= Math.round(value * 10) / 10;
  }
  return result;
}

function parseGlass(text: string): GlassOption | undefined {
  if (has(text, /\b(no glass|without glass|solid door)\b/)) return 'none';
  if (has(text, /\b(all[- ]glass|glass[- ]enclosed|glass (room|box|cube|enclosure)|enclosed in glass|glass walls)\b/)) return 'glass-enclosed';
  if (has(text, /\b(glass wall|wall of glass|one glass|glass panel|glass front)\b/)) return 'one-wall';
  if (has(text, /\bglass door\b/)) return 'door';
  return undefined;
}

function parseTopic(text: string): BusinessTopic | null {
  const you = /\b(you|your|yours|wine ?cellar ?gpt)\b/.test(text);
  if (has(text, /\bwarrant|\bguarantee/)) return 'warranty';
  if (
    has(text, /\bhow (do|can|would|should) (i|we)\b.*\b(get|request|ask for|book|arrange|start)\b.*\b(quote|consultation)\b/) ||
    has(text, /\b(get|request|book) (a|the|my|your) (free )?(quote|consultation)\b(?!.*\b(include|cover|worth)\b)/)
  ) {
    return 'quote-request';
  }
  // "Do you build for restaurants?" asks about us; "how do you stop the glass fogging" asks about a cellar.
  const asksUs = has(text, /\b(do|can|will|would) you (also )?(build|do|make|design|work on|take on|handle|fix|repair|upgrade|renovate|help)\b/);
  if (asksUs && has(text, /\b(restaurants?|commercial|hotels?|bars?|wineries|winery)\b/) && !has(text, /\b(cost|price|how much)\b/)) return 'commercial';
  if (asksUs && has(text, /\b(fix|repair|upgrade|renovate|existing|broken|old cellar)\b/)) return 'repair';
  if (
    has(text, /\b(how long|how many weeks|timeline|lead time|how soon|how quickly)\b/) &&
    has(text, /\b(build|built|construct|construction|install|take|finish|done|project|first (meeting|call)|on the racks|drinking)/)
  ) {
    return 'timeline';
  }
  if (you && has(text, /\b(charge|fees?|prices?|pricing|rates|cost|expensive|budget)\b/)) return 'pricing';
  if (
    has(text, /\b(service (contracts?|plans?|agreements?|visits?)|maintenance (plans?|contracts?|agreements?|visits?)|emergency (service|response|call|repair)s?|response times?)\b/) ||
    has(text, /\bhow (fast|quickly|soon) (can|will|would|could|do) (someone|you|a tech\w*|your (tech\w*|team|crew))\b/) ||
    (you && has(text, /\b(do|will|can) you (service|maintain)\b/))
  ) {
    return 'maintenance';
  }
  if (has(text, /\b(how many cellars|experience|track record|years in business|how long have you)\b/)) return 'experience';
  if (has(text, /\b(rating|rated|reviews?|reputation|bbb|testimonials?)\b/)) return 'rating';
  if (has(text, /\b(contact|phone|e-?mail|call (you|me|us)|reach (you|someone)|speak to|talk to|get in touch)\b/)) return 'contact';
  if (has(text, /\b(free quote|quote|consultation|get started|hire you|work with you)\b/)) return 'quote';
  if (has(text, /\b(spots?|availability|available|waiting list|new projects)\b/)) return 'availability';
  if (has(text, /\b(services|what do you (do|offer)|do you (offer|do|provide))\b/)) return 'services';
  if (
    has(text, /\b(service area|where (do|are) you (based|located|work)|which (states|areas|cities|regions))\b/) ||
    has(text, /\b(do|can|will) you( guys| folks| all)?( actually| also| even| ever)? (work|build|serve|operate|install|come|travel|ship)\b.*\b(in|to|near|outside|abroad)\b/) ||
    has(text, /\b(only|just) (in )?the (us|usa|united states|states)\b|\b(canada|uk|united kingdom|europe|mexico|internationally|abroad|overseas)\b[^.?!]*\?/)
  ) {
    return 'area';
  }
  return null;
}

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|yo)\b[\s!.,]*(there|team|wine ?cellar ?gpt)?[\s!.,]*$/;
const THANKS = /^(thanks|thank you|thx|cheers|great|perfect|ok|okay|got it)\b(?![^?]*\b(how|what|why|when|where|which|who|can|could|would|should|does|do|is|are|will)\b)[\w\s!.,]*$/;
const CAPABILITIES = /^(help|menu|what can you (do|help with)|what do you know|who are you|what are you|how does this work|what can i ask)\b/;

export function parseQuestion(text: string): ParsedQuestion {
  const normalized = normalize(text);
  const { room, metric: roomMetric } = parseRoom(normalized);
  const bottlesMatch = /(\d+(?:\.\d+)?)\s*-?\s*(?:wine\s+)?bottles?\b/.exec(normalized);
  const wallMatch = new RegExp(`${NUMBER}\\s*(?:linear\\s+)?(${UNIT})\\s*(?:of\\s+)?(?:wall|walls|racking|racks?|shelving)\\b`).exec(normalized);
  const asksBottleCount = has(
    normalized,
    /\b(how many (wine )?bottles|bottle capacity|how much wine)\b|\b(hold|fit|store|rack)\b.*\bbottles\b|\bbottles\b.*\b(hold|fit)\b/,
  );
  const mentionsCost = has(normalized, /\b(costs?|price[sd]?|pricing|budget|spend|afford|expensive|cheap|how much (would|will|does|is|for|to))\b/);
  const mentionsCooling = has(normalized, /\b(cool\w*|btu\w*|heat load|cooling load|refrigerat\w*|chiller|air ?condition\w*|what size (unit|system)|size (of )?(the |a )?unit|unit size)\b/);

  const volumeMatch = VOLUME.exec(normalized);
  const volumeMetric = volumeMatch ? /^(m|cubic m|cbm)/.test(volumeMatch[2] ?? '') : false;
  const metric = roomMetric || volumeMetric || (wallMatch ? /^(m|met)/.test(wallMatch[2] ?? '') : false) || /\b(metres|meters|metric|°c)\b/.test(normalized);
  const temperatures = parseTemperatures(normalized, metric);

  const ceiling = room?.height ?? parseCeiling(normalized);
  const volume = !room && volumeMatch?.[1] ? Number(volumeMatch[1]) : undefined;
  const sized = room !== undefined || volume !== undefined;
  let intent: EstimateIntent | null = null;
  if (asksBottleCount && (room || wallMatch) && !has(normalized, /\b(cost|price)/)) intent = 'capacity';
  else if (mentionsCost && (bottlesMatch || sized)) intent = 'cost';
  else if (mentionsCooling && sized) intent = 'cooling';
  else if (has(normalized, /\bcapacity\b/) && (room || wallMatch)) intent = 'capacity';
  // A room given only by its volume is almost always a sizing question ("a 1,000 cubic foot cellar with a glass door").
  else if (volume !== undefined && !asksBottleCount) intent = 'cooling';
  const wants: EstimateIntent | null =
    intent ??
    (asksBottleCount
      ? 'capacity'
      : mentionsCost && !has(normalized, /\b(closet|cabinet|fridge|refrigerator)\b/)
        ? 'cost'
        : has(normalized, /\b(what size|how big|how large|size|sizing|btu\w*|how much cooling|how powerful)\b/) && mentionsCooling
          ? 'cooling'
          : null);

  const parsed: ParsedQuestion = {
    text,
    normalized,
    greeting: GREETING.test(normalized),
    thanks: THANKS.test(normalized) && normalized.length < 60,
    capabilities: CAPABILITIES.test(normalized),
    intent,
    wants,
    unitSystem: metric ? 'metric' : 'imperial',
    topic: parseTopic(normalized),
    wantsFigure: has(
      normalized,
      /\b(how (much|many|long|big|thick|cold|warm|high|far|often|loud)|what (temperature|humidity|size|r[- ]?values?|percent|thickness)|ideal|optimal|best (temperature|humidity)|range|minimum|maximum|cost|price)\b/,
    ),
  };
  if (bottlesMatch?.[1]) parsed.bottles = Math.round(Number(bottlesMatch[1]));
  if (room) parsed.room = room;
  if (volume !== undefined) {
    parsed.volume = volume;
    // A square room of that volume under the given ceiling, or the calculator's default one; the answer says so.
    const height = ceiling ?? lengthFromFt(estimatorConfig.defaults.cooling.heightFt.value, metric ? 'metric' : 'imperial');
    const side = Math.round(Math.sqrt(volume / height) * 10) / 10;
    parsed.room = { length: side, width: side, height: Math.round(height * 10) / 10 };
  }
  if (wallMatch?.[1]) parsed.wallRun = Number(wallMatch[1]);
  if (ceiling !== undefined) parsed.ceiling = ceiling;
  if (temperatures.surroundings !== undefined) parsed.surroundingsTemp = temperatures.surroundings;
  if (temperatures.cellar !== undefined) parsed.cellarTemp = temperatures.cellar;
  const glass = parseGlass(normalized);
  if (glass) parsed.glass = glass;

  if (has(normalized, /\b(no|poor|thin|little|without|uninsulated) insulation|\buninsulated\b/)) parsed.insulation = 'poor';
  else if (has(normalized, /\b(closed[- ]cell|spray foam|excellent insulation)\b/)) parsed.insulation = 'excellent';
  if (has(normalized, /\b(restaurants?|wine bar|bistro|diners?|covers)\b/) || (has(normalized, /\bdining room\b/) && !has(normalized, /\b(house|home|formal dining room|our dining room|my dining room)\b/))) {
    parsed.cellarType = 'restaurant';
    parsed.traffic = 'heavy';
  } else if (has(normalized, /\b(commercial|winery|hotel|shop|store|retail)\b|(?<!\b(home|my|our|the house's) )\boffice\b(?! next door| beside| next to)/)) {
    parsed.cellarType = 'commercial';
  }
  if (has(normalized, /\b(passive|no cooling|without cooling)\b/)) parsed.cooling = 'none';
  else if (has(normalized, /\bductless\b/)) parsed.cooling = 'ductless-split';
  else if (has(normalized, /\b(through[- ]the[- ]wall|self[- ]contained)\b/)) parsed.cooling = 'through-the-wall';
  else if (has(normalized, /\b(ducted|split system)\b/)) parsed.cooling = 'ducted-split';
  if (has(normalized, /\bwalnut\b/)) parsed.rackingMaterial = 'walnut';
  else if (has(normalized, /\b(metal|steel|iron) rack/)) parsed.rackingMaterial = 'metal';
  else if (has(normalized, /\bacrylic\b/)) parsed.rackingMaterial = 'acrylic';
  else if (has(normalized, /\b(pine|kit racking|stock racking)\b/)) parsed.rackingMaterial = 'pine';
  if (has(normalized, /\bdiamond bins?\b/)) parsed.rackingStyle = 'diamond-bins';
  else if (has(normalized, /\bcase storage\b/)) parsed.rackingStyle = 'case-storage';
  else if (has(normalized, /\bindividual (bottle )?rack/)) parsed.rackingStyle = 'individual';
  if (has(normalized, /\b(luxury|high[- ]end|top[- ]of[- ]the[- ]line)\b/)) parsed.finishes = 'luxury';
  else if (has(normalized, /\b(basic|simple|standard finish)/)) parsed.finishes = 'standard';
  if (has(normalized, /\b(san francisco|bay area|nyc|new york|manhattan)\b/)) parsed.region = 'high-cost-metro';
  if (has(normalized, /\bno vapou?r barrier|without a vapou?r barrier\b/)) parsed.vaporBarrier = false;
  return parsed;
}

/** Whether a follow-up ("and with a glass door?") changes something an earlier estimate used. */
export function carriesEstimateDetail(question: ParsedQuestion): boolean {
  return (
    question.bottles !== undefined ||
    question.room !== undefined ||
    question.volume !== undefined ||
    question.wallRun !== undefined ||
    question.ceiling !== undefined ||
    question.surroundingsTemp !== undefined ||
    question.cellarTemp !== undefined ||
    question.glass !== undefined ||
    question.insulation !== undefined ||
    question.cellarType !== undefined ||
    question.cooling !== undefined ||
    question.rackingMaterial !== undefined ||
    question.rackingStyle !== undefined ||
    question.finishes !== undefined ||
    question.region !== undefined ||
    question.vaporBarrier !== undefined
  );
}

const KEEP_FROM_EARLIER = new Set<keyof ParsedQuestion>(['intent', 'topic', 'greeting', 'thanks', 'capabilities']);

/** An earlier question's details with a follow-up's on top, under the earlier intent. */
export function mergeQuestions(earlier: ParsedQuestion, later: ParsedQuestion): ParsedQuestion {
  const merged: ParsedQuestion = { ...earlier };
  for (const [key, value] of Object.entries(later) as Array<[keyof ParsedQuestion, unknown]>) {
    if (value === undefined || KEEP_FROM_EARLIER.has(key)) continue;
    if (key === 'unitSystem' && !later.room && later.wallRun === undefined) continue;
    (merged as unknown as Record<string, unknown>)[key] = value;
  }
  merged.intent = earlier.intent;
  // A new room replaces the old one whole, including a height the new one leaves out.
  if (later.room && later.room.height === undefined && later.ceiling === undefined) delete merged.ceiling;
  return merged;
}
