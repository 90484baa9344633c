/**
 * Symptoms: what a collector notices ("the basement smells musty", "the glass
 * is sweating", "the room won't stay cool") rather than the subject the
 * guides file it under. One symptom has several causes and so several
 * answers, each in its own section of the site: a musty smell is humidity
 * and mould, the air a room breathes, what smells do to wine, and moisture
 * coming through the walls. Each of those is a facet here, with the site's
 * words for it and the headings that answer it; the semantic search finds
 * the best passage of every facet and ranks them together, so one strong
 * match cannot crowd out the rest of the answer. Kept in the semantic
 * search's own module: the concept and synonym maps it shares with the
 * offline expert (`../knowledge/`) stay as they are.
 */

export interface Facet {
  id: string;
  /** How the page names this part of the answer. */
  label: string;
  /** The site's words for it, searched with the question. */
  terms: string;
  /** A heading that answers it. */
  heading: RegExp;
}

export interface Symptom {
  id: string;
  /** Any of these in the (lower-cased) question. */
  when: RegExp;
  label: string;
  /** The parts of the answer, in the order a collector needs them. */
  facets: readonly Facet[];
}

const MOULD: Facet = { id: 'mould-humidity', label: 'humidity and mould', terms: 'mold humidity above 70% labels corks', heading: /mou?ld|humidity/i };
const AIR: Facet = { id: 'air-odors', label: 'smells and air quality', terms: 'odors air quality smells', heading: /odou?rs|air quality|smell|musty/i };
const VENTILATION: Facet = { id: 'ventilation', label: 'air leaks and ventilation', terms: 'air leakage infiltration seal ventilation', heading: /air leakage|ventilat|infiltration/i };
const MOISTURE: Facet = { id: 'moisture', label: 'moisture in the walls', terms: 'vapor barrier warm side moisture condensation walls', heading: /vapor barrier|condens|moisture/i };
const CONDENSATE: Facet = { id: 'condensate', label: 'condensate and drainage', terms: 'condensate drainage drain', heading: /condensate|drainage|dripping/i };
const GLASS: Facet = { id: 'glass', label: 'glass and dew point', terms: 'glass clear dew point glazing fog', heading: /glass/i };
const SIZING: Facet = { id: 'sizing', label: 'cooling sized to the load', terms: 'cooling unit sized load too small guesswork', heading: /siz(e|ed|ing)|guesswork|capacity/i };
const INSULATION: Facet = { id: 'insulation', label: 'insulation', terms: 'insulation r-values under-insulated walls ceiling', heading: /r-values|insulat/i };
const TEMPERATURE: Facet = { id: 'temperature', label: 'temperature and its swings', terms: 'temperature swings stable 55', heading: /temperature/i };
const DRY: Facet = { id: 'dry', label: 'humidity too low', terms: 'humidity corks dry humidifier', heading: /humidi/i };

export const SYMPTOMS: readonly Symptom[] = [
  {
    id: 'musty',
    when: /\b(musty|mou?ldy?|mou?lding|mildew\w*|fung(us|i|al)|spores?|black spots?|white fuzz\w*|fuzzy|damp (smell|odou?r)|smells? (damp|wet|earthy|like a (cave|basement))|stale|stuffy|dank)\b/,
    label: 'a musty smell or mould',
    facets: [MOULD, AIR, VENTILATION, MOISTURE],
  },
  {
    id: 'wet',
    when: /\b(condensation|sweat\w*|wet (walls?|floor|ceiling)|water (on|dripping|running|pooling|leaking)|dripp\w*|puddles?|soggy|damp walls?)\b/,
    label: 'water, drips or condensation',
    facets: [CONDENSATE, MOISTURE, GLASS, MOULD],
  },
  {
    id: 'warm',
    when: /\b(won['’]?t|will not|doesn['’]?t|does not|can['’]?t|cannot) (stay|keep|get) (cool|cold)\b|\b(runs?|running) (all the time|constantly|non-?stop|nonstop)\b|\btoo warm\b|\bkeeps? warming\b|\bnever (shuts|turns) off\b/,
    label: 'a room that will not stay cool',
    facets: [SIZING, INSULATION, VENTILATION, TEMPERATURE],
  },
  {
    id: 'dry',
    when: /\b(corks? (are |look |feel )?(dry|dried|cracked|crumbl\w*|shrunk\w*)|dry(ing)? (out )?corks?|air (is |feels )?(too )?dry|static)\b/,
    label: 'dry air and corks',
    facets: [DRY, MOISTURE],
  },
];

/** The symptoms a (lower-cased) question describes, in map order. */
export const symptomsOf = (question: string): Symptom[] => SYMPTOMS.filter((symptom) => symptom.when.test(question));
