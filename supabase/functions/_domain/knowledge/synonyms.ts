/**
 * The synonym map: everyday words for what the site names with its own
 * words ("damp" is what the guides call humidity, "AC" is a cooling unit).
 * `concepts.ts` recognises whole subjects in a question; this map works one
 * level down, on words and short phrases, and each entry says which words
 * it found so the semantic search can show how it read the question.
 *
 * Patterns run on lower-cased text. An entry adds the site's words to the
 * search; it never removes the visitor's own.
 */

export interface Synonym {
  /** Any of these in the (lower-cased) question. */
  when: RegExp;
  /** The site's words for it. */
  means: string;
  /** How the page names what it was read as, when `means` is a list of search words. */
  label?: string;
  /** A heading that says this names the section about it, so it counts as answering (as a concept's `headingHint`). */
  heading: RegExp;
}

export const SYNONYMS: readonly Synonym[] = [
  { when: /\b(damp(ness)?|moist|moisture|muggy|clammy|soggy|sticky air|wet air)\b/, means: 'humidity', heading: /humidity/i },
  { when: /\b(too dry|dry air|dried out|dries out|drying out|cracked corks?|crumbly corks?)\b/, means: 'humidity corks', label: 'humidity', heading: /humidity|humidifier/i },
  { when: /\b(ac|a\/c|air ?con|air[- ]conditioning|air[- ]conditioners?|hvac)\b/, means: 'cooling unit', heading: /cooling|self-contained|split/i },
  { when: /\b(chill(ing|er)?|keep (it|them|the room) cold|refrigeration)\b/, means: 'cooling', heading: /cooling/i },
  { when: /\b(warm|hot|heat|cold|chilly|degrees|thermostat|setpoint)\b/, means: 'temperature', heading: /temperature/i },
  { when: /\b(shel(f|ves|ving)|bottle holders?|storage system|cubbies)\b/, means: 'racking', heading: /racking/i },
  { when: /\bhow many bottles\b|\b(fit|hold|store|squeeze)\b[^.?!]{0,30}\bbottles\b|\bbottle count\b/, means: 'capacity bottles racking per linear foot', label: 'capacity', heading: /capacity|racking/i },
  { when: /\b(money|spend|spending|expensive|cheap|cheaper|afford|dollars|how much will it|what will it set me back)\b|\$/, means: 'cost', heading: /cost|budget/i },
  { when: /\b(cut corners|cheap out|skimp|save money|saving money|cutting costs?)\b/, means: 'saving money backfire save', label: 'saving money', heading: /sav(e|ing)/i },
  { when: /\b(sun|sunshine|sunlight|sunny|uv|daylight|bright)\b/, means: 'light damage', label: 'light', heading: /light/i },
  { when: /\b(shak(e|es|ing)|vibrat\w*|rumbl\w*|washing machine|subway|traffic outside)\b/, means: 'vibration', heading: /vibration/i },
  { when: /\b(smell\w*|odou?rs?|stink\w*|fumes|paint|garbage)\b/, means: 'odors air quality', label: 'odors and air quality', heading: /odors|air quality/i },
  { when: /\b(upright|standing up|stand up|lay(ing)? (them )?down|lying down|on (its|their) sides?|horizontal\w*|sideways)\b/, means: 'bottles stored on their side cork', label: 'storing bottles on their side', heading: /on their side/i },
  { when: /\b(plastic sheet\w*|moisture barrier|poly sheet\w*|membrane)\b/, means: 'vapor barrier', heading: /vapor barrier/i },
  { when: /\b(foam|fiberglass|fibreglass|spray foam|batts?|thermal envelope)\b/, means: 'insulation rvalue', label: 'insulation (R-value)', heading: /r-value|insulat/i },
  { when: /\b(lights went (out|off)|electricity (went|was) (out|off)|power cut|grid went down)\b/, means: 'power outage', heading: /power outage/i },
  { when: /\b(mold|mould|mildew|musty)\b/, means: 'humidity mold', label: 'humidity and mold', heading: /humidity/i },
  { when: /\b(leak\w*|puddles?|dripping|water on the floor)\b/, means: 'condensate drainage', label: 'condensate drainage', heading: /condensate|drainage/i },
  { when: /\b(how long|how many weeks|timeline|schedule|lead time|take to build|finished by)\b/, means: 'how long construction take weeks', label: 'construction time', heading: /how long/i },
  { when: /\b(covered|coverage|guarantee\w*|breaks down)\b/, means: 'warranty', heading: /warrant/i },
  { when: /\b(pay(s)? for itself|payback|pay back|roi|worth the money|investment|return)\b/, means: 'return investment payback', label: 'return on investment', heading: /payback|return|pay\b|investment/i },
  { when: /\b(worth more|when (i|we) sell|sell(ing)? (the|my|our) (house|home|place)|home value|house value)\b/, means: 'add value to a home resale', label: 'resale value', heading: /add value/i },
  { when: /\b(builder|contractor|installer|hire|hiring)\b/, means: 'questions to ask a cellar builder quote', label: 'choosing a builder', heading: /builder|quote/i },
  { when: /\b(mistakes?|go wrong|goes wrong|pitfalls?|errors?|screw ups?)\b/, means: 'common mistakes fail', label: 'common mistakes', heading: /mistake|fail/i },
  { when: /\b(old house|old home|historic|victorian|century[- ]old|stone (walls?|foundation|basement)|rubble)\b/, means: 'historic old houses stone', label: 'old houses and stone', heading: /old houses|stone/i },
  { when: /\b(what size|how big|how powerful|btu)\b[^.?!]{0,40}\b(unit|cooler|cooling|system|ac)\b|\bcooling load\b/, means: 'size cooling unit load btu design capacity', label: 'sizing the cooling unit', heading: /size|design capacity/i },
  { when: /\b(assum\w*|based on|where do (the|your)( \w+)? (numbers|figures) come from|how does the calculator)\b/, means: 'calculator assumptions', label: 'the calculators’ assumptions', heading: /assumes/i },
  { when: /\b(bar|restaurant|bistro|hotel|dining room|commercial)\b/, means: 'restaurant commercial', label: 'restaurants and commercial cellars', heading: /restaurant|commercial/i },
  { when: /\b(electric bill|energy bill|running costs?|to run|electricity)\b/, means: 'cost to run', label: 'running costs', heading: /cost to build and run|running/i },
  { when: /\b(see[- ]through|show ?off|display|glass[- ]fronted|glass walls?)\b/, means: 'glass display', heading: /glass/i },
];

export interface SynonymMatch {
  /** What the visitor wrote, as found in the question. */
  found: string;
  /** The site's words it was read as. */
  means: string;
  /** The same, said for a reader ("sizing the cooling unit"). */
  label: string;
}

/** A synonym found in a question, with the heading that names its subject. */
export interface FoundSynonym extends SynonymMatch {
  heading: RegExp;
}

/** The everyday words of a question and the site's words they stand for, in map order, each reading once. */
export function findSynonyms(question: string): FoundSynonym[] {
  const text = question.toLowerCase();
  const seen = new Set<string>();
  const matches: FoundSynonym[] = [];
  for (const synonym of SYNONYMS) {
    const found = synonym.when.exec(text);
    if (!found || seen.has(synonym.means)) continue;
    seen.add(synonym.means);
    matches.push({ found: found[0].trim(), means: synonym.means, label: synonym.label ?? synonym.means, heading: synonym.heading });
  }
  return matches;
}
