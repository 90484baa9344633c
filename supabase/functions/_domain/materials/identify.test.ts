import { describe, expect, it } from 'vitest';
import { identify } from './identify.ts';
import { MATERIALS } from './knowledge.ts';
import { answersFromParams, answersToParams, QUESTION_KEYS, QUESTIONS } from './questions.ts';
import { replacementCost } from './replacement.ts';

const names = (answers: Parameters<typeof identify>[0]) => identify(answers).candidates.map((c) => c.material.id);

describe('identify', () => {
  it('reads reddish, straight-grained, light, scent-free bare racking as redwood', () => {
    const result = identify({ where: 'racking', colour: 'reddish', grain: 'straight', weight: 'light', scent: 'none', finish: 'bare' });
    expect(names({ where: 'racking', colour: 'reddish', grain: 'straight', weight: 'light', scent: 'none', finish: 'bare' })[0]).toBe('redwood');
    expect(result.candidates[0]?.material.verdict).toBe('suited');
    expect(result.answered).toBe(6);
  });

  it('reads a smooth, clear, light, warm sheet as acrylic, not glass', () => {
    const result = identify({ colour: 'clear', grain: 'none', weight: 'light', touch: 'warm', finish: 'polished' });
    expect(result.candidates[0]?.material.id).toBe('acrylic');
    expect(result.candidates[1]?.material.id).toBe('glass');
    expect(result.confidence).toBe('high');
  });

  it('flags a strongly aromatic wood as cedar with its cork risk', () => {
    const result = identify({ where: 'racking', colour: 'reddish', scent: 'aromatic' });
    const top = result.candidates[0]!;
    expect(top.material.id).toBe('cedar');
    expect(top.material.corkRisk).toBe(true);
    expect(top.material.verdict).toBe('conditional');
    expect(top.material.why).toMatch(/corks/);
  });

  it('answers all "I don\'t know" with low confidence and the most useful question', () => {
    const result = identify({});
    expect(result.confidence).toBe('low');
    expect(result.answered).toBe(0);
    expect(new Set(result.candidates.map((c) => c.chance.toFixed(6))).size).toBe(1);
    expect(result.summary).toMatch(/not an identification/);
    // Colour has the most options spread across the materials, so it narrows the list most.
    expect(result.next?.question).toBe('colour');
  });

  it('says when two woods cannot be told apart, and which question would', () => {
    const result = identify({ where: 'racking', colour: 'reddish', grain: 'straight', finish: 'oiled' });
    expect(result.summary).toMatch(/do not separate/);
    expect(result.close).toBe(true);
    expect(result.confidence).not.toBe('high');
    const [a, b] = result.candidates;
    expect(result.summary).toContain(a!.material.name);
    expect(result.summary).toContain(b!.material.name);
    expect(result.next).not.toBeNull();
  });

  it('reads knotty, pale, resinous racking as pine, with a fix short of replacing it', () => {
    const result = identify({ colour: 'pale', grain: 'knots', scent: 'resinous' });
    expect(result.candidates[0]?.material.id).toBe('pine');
    expect(result.candidates[0]?.material.action).toMatch(/low-VOC water-based/);
    expect(result.confidence).toBe('high');
  });

  it('reads painted, grainless, chemical-smelling racking as MDF to replace, and warns about the smell', () => {
    const result = identify({ where: 'racking', colour: 'painted', grain: 'none', scent: 'chemical', touch: 'warm' });
    expect(result.candidates[0]?.material.id).toBe('mdf');
    expect(result.candidates[0]?.material.verdict).toBe('unsuited');
    expect(result.warnings.join(' ')).toMatch(/still giving off vapour/);
  });

  it('reads a cold, heavy, speckled wall as stone or brick', () => {
    expect(names({ where: 'wall', grain: 'speckled', touch: 'cold', weight: 'heavy' })[0]).toBe('stone');
  });

  it('keeps chances summing to 1 and the same answer twice', () => {
    const answers = { colour: 'dark', touch: 'warm' } as const;
    const sum = identify(answers).candidates.reduce((s, c) => s + c.chance, 0);
    expect(sum).toBeCloseTo(1, 10);
    expect(identify(answers)).toEqual(identify(answers));
  });

  it('gives every material a typical answer that exists for every question', () => {
    for (const material of MATERIALS)
      for (const key of QUESTION_KEYS) {
        const trait = material.traits[key] as { typical: readonly string[]; possible?: readonly string[] };
        for (const option of [...trait.typical, ...(trait.possible ?? [])]) expect(Object.keys(QUESTIONS[key].options)).toContain(option);
        expect(trait.typical.length).toBeGreaterThan(0);
      }
  });
});

describe('answers in a link', () => {
  it('round-trips and drops anything that is not an option', () => {
    const answers = { where: 'wall', colour: 'mineral' } as const;
    expect(answersFromParams(answersToParams(answers))).toEqual(answers);
    expect(answersFromParams(new URLSearchParams('colour=<b>red</b>&grain=toString&scent=none'))).toEqual({ scent: 'none' });
  });
});

describe('replacementCost', () => {
  it('prices 500 bottles of redwood or mahogany racking from the estimator', () => {
    // 72 bottles per linear ft at 8 ft = 9 per ft²; 500 / 9 = 55.6 ft² = 5.16 m²; × $600–900 = $3,097–4,645.
    const cost = replacementCost(500);
    expect(cost).toMatchObject({ material: 'redwood-mahogany', low: 3100, high: 4650 });
    expect(cost.basis).toMatch(/56 ft²/);
  });
});
