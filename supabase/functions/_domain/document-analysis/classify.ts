/**
 * Which of our estimate's lines a quote's line pays for, judged by what the
 * whole line says, with a confidence. The first word that fits is not
 * enough: "Framing and insulation: …, door rough opening" is about the
 * envelope, though it names the door.
 *
 * Every category has words that point to it, each with a weight (3: names
 * the thing, 2: usually part of it, 1: a hint). A word in the line's first
 * clause, before the first colon, comma or bracket, counts double: a line
 * says what it is first, then what it includes. The line goes to the
 * category with the most points; its confidence is that category's share of
 * all the points. At 70% or more it is placed ("sure"); below, it is shown
 * with its two likeliest places and left out of the line-by-line verdicts.
 * Site work (demolition, permits, delivery, clean-up) is its own category:
 * none of our lines prices it, so such a line is matched to none of them.
 */
import type { CostLineKey } from '../estimator/options.ts';

type Category = CostLineKey | 'site';

interface Cue {
  category: Category;
  weight: 1 | 2 | 3;
  words: RegExp;
}

const CUES: readonly Cue[] = [
  // Cooling
  { category: 'cooling', weight: 3, words: /cooling\s+(?:unit|system|equipment)|refrigerat\w*|condensing\s+unit|evaporator|ductless|split\s+(?:system|unit)|\bbtu\b|line\s*set|climate\s+control|self[- ]contained|through[- ]the[- ]wall/gi },
  { category: 'cooling', weight: 3, words: /whisperkool|cellarpro|breezaire|wine\s*guardian|koolr|vinotemp|wine-?mate|cellarcool|eurocave|vintage\s+air|koolspace/gi },
  { category: 'cooling', weight: 2, words: /\bcool\w*|\bhvac\b|compressor|condensate|\bchiller\b/gi },
  // Racking
  { category: 'racking', weight: 3, words: /\bracks?\b|\bracking\b|diamond\s+bins?|\bcradles?\b|case\s+storage|display\s+rows?|bottle\s+display/gi },
  { category: 'racking', weight: 2, words: /\bshelv\w*|\bcubb\w*|\bbins?\b/gi },
  // Door and glass
  { category: 'doorGlass', weight: 3, words: /(?:cellar|glass|entry|exterior|insulated|solid)\s+doors?\b|glazing|glass\s+(?:walls?|panels?|front)|\bwindows?\b|\bpanes?\b|tempered\s+glass|\bframeless\b/gi },
  { category: 'doorGlass', weight: 2, words: /\bdoors?\b(?!\s+rough)|\bglass\b|\bthreshold\b|door\s+sweep|weather\s*strip\w*|\bgaskets?\b/gi },
  { category: 'doorGlass', weight: 1, words: /\bdoor\s+rough/gi },
  // Envelope
  // "Insulated cellar door", "insulated glass": a door or glass described, not insulation work.
  { category: 'envelope', weight: 3, words: /insulat\w*\b(?!(?:\s+[a-z-]+)?\s+(?:doors?|glass|glazing)\b)|vapou?r\s*(?:barrier|retarder)|\bframing\b|drywall|green\s*board|spray\s*foam|\bbatts?\b|sheathing|\bstuds?\b|\b2\s*x\s*[46]\b|\bR-?\s?\d{1,2}\b|moisture\s+barrier/gi },
  { category: 'envelope', weight: 2, words: /(?<!the[- ])\bwalls?\b|\bceilings?\b|\bpoly(?:ethylene)?\b|tape\s+and\s+(?:mud|paint)|\bpaint\w*|rough\s+opening/gi },
  // Flooring and lighting
  { category: 'flooringLighting', weight: 3, words: /\bfloor\w*|\btiles?\b|lighting|\bled\b|light\s+fixtures?|\bdimmers?\b|\bslate\b|\bpavers?\b/gi },
  { category: 'flooringLighting', weight: 2, words: /\blights?\b|\bsconces?\b/gi },
  // Design
  { category: 'design', weight: 3, words: /\bdesign\w*|drawings?|render\w*|architect\w*|\bplans?\b|engineering|load\s+calculation/gi },
  { category: 'design', weight: 2, words: /consult\w*/gi },
  // Labour, with the project's electrical work (our labour line includes it)
  { category: 'labour', weight: 3, words: /labou?r|project\s+manag\w*|supervis\w*|carpentry|\bcrew\b|assembly/gi },
  { category: 'labour', weight: 2, words: /electric\w*|\bcircuits?\b|wiring|\boutlets?\b/gi },
  { category: 'labour', weight: 1, words: /\binstall\w*/gi },
  // Site work: none of our lines
  { category: 'site', weight: 3, words: /demoli\w*|haul[- ]?away|\bhaul\w*|debris|dumpster|\bpermits?\b|inspection\s+fees?|deliver\w*|freight|shipping|clean[- ]?up|disposal|mobili[sz]ation|\btravel\b/gi },
];

/** How sure a placement must be to count in the line-by-line verdicts: the winning category's share of the points. */
export const SURE_SHARE = 0.7;

export interface Placement {
  /** Our line it goes to; null when it is site work or says nothing we price. */
  key: CostLineKey | null;
  /** The winning category's share of the points, 0–1; 0 when no word fitted. */
  confidence: number;
  sure: boolean;
  /** The two likeliest of our lines with their shares, most likely first (site work left out). */
  alternatives: { key: CostLineKey; share: number }[];
  /** Why: the words that decided it. */
  words: string[];
  /** Site work: priced by none of our lines. */
  siteWork: boolean;
}

function firstClause(description: string): string {
  const cut = description.search(/[:,(;]|\s[-–]\s/);
  return cut === -1 ? description : description.slice(0, cut);
}

export function classifyLine(description: string): Placement {
  const head = firstClause(description).length;
  const points = new Map<Category, number>();
  const words = new Map<Category, string[]>();
  for (const cue of CUES) {
    for (const match of description.matchAll(cue.words)) {
      const weight = cue.weight * ((match.index ?? 0) < head ? 2 : 1);
      points.set(cue.category, (points.get(cue.category) ?? 0) + weight);
      words.set(cue.category, [...(words.get(cue.category) ?? []), match[0].toLowerCase()]);
    }
  }
  const total = [...points.values()].reduce((sum, value) => sum + value, 0);
  if (total === 0) return { key: null, confidence: 0, sure: false, alternatives: [], words: [], siteWork: false };
  const ranked = [...points.entries()].sort((a, b) => b[1] - a[1]);
  const [top, topPoints] = ranked[0]!;
  const confidence = topPoints / total;
  const alternatives = ranked
    .filter(([category]) => category !== 'site')
    .slice(0, 2)
    .map(([category, value]) => ({ key: category as CostLineKey, share: value / total }));
  if (top === 'site') return { key: null, confidence, sure: confidence >= SURE_SHARE, alternatives, words: words.get('site') ?? [], siteWork: true };
  return { key: top, confidence, sure: confidence >= SURE_SHARE, alternatives, words: [...new Set(words.get(top) ?? [])], siteWork: false };
}
