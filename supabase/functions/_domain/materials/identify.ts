/**
 * The identifier's scoring: a naive-Bayes match of the answers against each
 * material's traits (docs/ai-tools.md, "Material identifier"). An answer
 * weighs 1 when it is typical of a material, 0.35 when possible, 0.04
 * otherwise, divided by the weights of all the question's options for that
 * material (so it is a probability); a material's weight is the product over
 * the answers, "I don't know" left out, and the weights normalised are the
 * candidates' chances. Pure: same answers, same ranking, no model involved.
 */
import { MATERIALS, type Material } from './knowledge.ts';
import { QUESTIONS, QUESTION_KEYS, type Answers, type QuestionKey } from './questions.ts';

export const LIKELIHOOD = { typical: 1, possible: 0.35, other: 0.04 } as const;

export type Fit = keyof typeof LIKELIHOOD;
export interface Candidate {
  material: Material;
  /** 0–1, the candidates' chances add up to 1. */
  chance: number;
  /** Each answered question and how it fits this material. */
  evidence: { question: QuestionKey; fit: Fit }[];
}

export type Confidence = 'high' | 'medium' | 'low';

export interface Identification {
  candidates: Candidate[];
  confidence: Confidence;
  answered: number;
  /** The second is at least half as likely as the first: the answers do not separate them. */
  close: boolean;
  /** Plain-language reading of the confidence, naming what the answers cannot tell apart. */
  summary: string;
  /** The unanswered question that would help most, and why; null when all are answered. */
  next: { question: QuestionKey; reason: string } | null;
  /** Warnings the answers raise whatever the material (a chemical smell, a musty one). */
  warnings: string[];
}

function fit(material: Material, question: QuestionKey, answer: string): Fit {
  const trait = material.traits[question] as { typical: readonly string[]; possible?: readonly string[] };
  if (trait.typical.includes(answer)) return 'typical';
  return trait.possible?.includes(answer) ? 'possible' : 'other';
}

/** P(answer | material): the answer's weight over the weights of all the question's options. */
function likelihood(material: Material, question: QuestionKey, answer: string): number {
  const options = Object.keys(QUESTIONS[question].options);
  const total = options.reduce((sum, option) => sum + LIKELIHOOD[fit(material, question, option)], 0);
  return LIKELIHOOD[fit(material, question, answer)] / total;
}

function answered(answers: Answers): [QuestionKey, string][] {
  return QUESTION_KEYS.flatMap((key) => {
    const value = answers[key];
    return value ? [[key, String(value)] as [QuestionKey, string]] : [];
  });
}

function chances(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

const entropy = (ps: readonly number[]) => -ps.reduce((sum, p) => (p > 0 ? sum + p * Math.log2(p) : sum), 0);

/** How much, on average, answering `question` would narrow the candidates (expected drop in entropy, bits). */
function expectedGain(question: QuestionKey, prior: readonly number[]): number {
  let after = 0;
  for (const option of Object.keys(QUESTIONS[question].options)) {
    const joint = MATERIALS.map((m, i) => (prior[i] ?? 0) * likelihood(m, question, option));
    const pOption = joint.reduce((s, x) => s + x, 0);
    if (pOption > 0) after += pOption * entropy(joint.map((x) => x / pOption));
  }
  return entropy(prior) - after;
}

/** How differently two materials answer a question: 0 when every option fits both alike. */
function separation(question: QuestionKey, a: Material, b: Material): number {
  return Object.keys(QUESTIONS[question].options).reduce((s, option) => s + Math.abs(likelihood(a, question, option) - likelihood(b, question, option)), 0);
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

export function identify(answers: Answers): Identification {
  const given = answered(answers);
  const weights = MATERIALS.map((m) => given.reduce((w, [q, a]) => w * likelihood(m, q, a), 1));
  const ps = chances(weights);
  const candidates = MATERIALS.map((material, i) => ({
    material,
    chance: ps[i] ?? 0,
    evidence: given.map(([question, answer]) => ({ question, fit: fit(material, question, answer) })),
  })).sort((x, y) => y.chance - x.chance || x.material.name.localeCompare(y.material.name));

  const open = QUESTION_KEYS.filter((key) => !answers[key]);
  const prior = MATERIALS.map((m) => candidates.find((c) => c.material === m)?.chance ?? 0);
  const best = open.map((q) => ({ q, gain: expectedGain(q, prior) })).sort((x, y) => y.gain - x.gain)[0];

  const [first, second] = candidates as [Candidate, Candidate];
  const close = second.chance >= first.chance / 2;
  const confidence: Confidence = given.length === 0 || first.chance < 0.35 ? 'low' : first.chance >= 0.6 && !close ? 'high' : 'medium';

  let summary: string;
  let next: Identification['next'] = null;
  if (given.length === 0) {
    summary = `No answers yet, so every material is equally likely (${percent(first.chance)} each): this is not an identification.`;
    if (best) next = { question: best.q, reason: 'It splits the materials most evenly, so it narrows the list fastest.' };
  } else if (close) {
    const splitter = open.map((q) => ({ q, s: separation(q, first.material, second.material) })).sort((x, y) => y.s - x.s)[0];
    summary = `Your answers do not separate ${first.material.name} (${percent(first.chance)}) from ${second.material.name} (${percent(second.chance)}).`;
    if (splitter && splitter.s > 0) next = { question: splitter.q, reason: `${first.material.name} and ${second.material.name} answer it differently.` };
    else summary += ' None of the remaining questions tells them apart: look at a cut end or ask the installer.';
  } else {
    summary = `${first.material.name} fits your answers best (${percent(first.chance)}), ahead of ${second.material.name} (${percent(second.chance)}).`;
    if (best && confidence !== 'high') next = { question: best.q, reason: 'It would narrow the list most.' };
  }

  const warnings: string[] = [];
  if (answers.scent === 'chemical')
    warnings.push('A sharp or chemical smell means a glue or finish is still giving off vapour: air the room and keep wine out of it until the smell has gone.');
  if (answers.scent === 'musty') warnings.push('A musty smell points to mould or damp: look behind the racks and at the base of the walls, and check the humidity is under 70%.');

  return { candidates, confidence, answered: given.length, close: given.length > 0 && close, summary, next, warnings };
}
