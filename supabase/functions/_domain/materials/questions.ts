/**
 * The guided questions of the material identifier, each answerable with
 * "I don't know" (`unknown`, left out of the scoring). Declared once: the
 * page's fields, the link's parameters and the engine's tables derive from it.
 */
export const QUESTIONS = {
  where: {
    short: 'where it is',
    label: 'Where is it?',
    hint: 'The racking that holds the bottles, or the room’s walls and ceiling.',
    options: { racking: 'Racking or shelving', wall: 'A wall or ceiling' },
  },
  colour: {
    short: 'colour',
    label: 'What colour is it?',
    hint: 'Look at a bare or worn edge if the face is finished.',
    options: {
      pale: 'Pale cream or yellow',
      golden: 'Light tan or golden',
      reddish: 'Reddish brown',
      dark: 'Dark chocolate brown',
      painted: 'One even painted colour',
      clear: 'Clear or see-through',
      metallic: 'Silver or grey metal',
      black: 'Black',
      mineral: 'Grey, tan or brick-red stone',
    },
  },
  grain: {
    short: 'grain',
    label: 'What pattern does the surface show?',
    hint: 'Wood shows grain lines; sheet materials and metal show none.',
    options: {
      straight: 'Fine straight grain lines',
      knots: 'Grain with dark round knots',
      open: 'Coarse, open grain with visible pores or flecks',
      none: 'No pattern: smooth and even',
      speckled: 'Speckles, layers or mortar joints',
    },
  },
  weight: {
    short: 'weight',
    label: 'How heavy does a piece feel, or how does it sound when knocked?',
    hint: 'Lift a loose slat or bracket, or knock on the wall.',
    options: { light: 'Light, or hollow when knocked', medium: 'Medium', heavy: 'Heavy, or solid when knocked' },
  },
  touch: {
    short: 'touch',
    label: 'How does it feel under your hand?',
    hint: 'Rest your palm on it for a few seconds.',
    options: { warm: 'Warm, like wood or plastic', cold: 'Cold, like metal, stone or glass' },
  },
  scent: {
    short: 'scent',
    label: 'What does it smell like close up?',
    hint: 'Smell a freshly scratched spot or a cut end if you can.',
    options: {
      none: 'Nothing much',
      aromatic: 'Strong and aromatic, like pencil shavings',
      resinous: 'Resinous, like pine sap',
      chemical: 'Sharp or chemical, like glue or fresh paint',
      musty: 'Musty or damp',
    },
  },
  finish: {
    short: 'finish',
    label: 'How is the surface finished?',
    hint: 'Bare wood feels dry and slightly rough; a varnish feels glassy.',
    options: {
      bare: 'Bare, unfinished',
      oiled: 'Oiled or waxed: a soft sheen',
      varnished: 'Varnished or lacquered: glossy film',
      painted: 'Painted or laminated',
      coated: 'Powder-coated or plated metal',
      polished: 'Naturally glossy or polished, with no coating',
      paper: 'Paper face or plaster, painted or not',
    },
  },
} as const;

export type QuestionKey = keyof typeof QUESTIONS;
export const QUESTION_KEYS = Object.keys(QUESTIONS) as QuestionKey[];
export type AnswerOf<Q extends QuestionKey> = keyof (typeof QUESTIONS)[Q]['options'];
export type Answers = { [Q in QuestionKey]?: AnswerOf<Q> };

export const UNKNOWN_LABEL = 'I don’t know';

/** Answers from untrusted parameters (a shared link): anything not an option is "I don't know". */
export function answersFromParams(params: URLSearchParams): Answers {
  const answers: Record<string, string> = {};
  for (const key of QUESTION_KEYS) {
    const value = params.get(key);
    if (value && Object.hasOwn(QUESTIONS[key].options, value)) answers[key] = value;
  }
  return answers as Answers;
}

export function answersToParams(answers: Answers): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of QUESTION_KEYS) {
    const value = answers[key];
    if (value) params.set(key, String(value));
  }
  return params;
}
