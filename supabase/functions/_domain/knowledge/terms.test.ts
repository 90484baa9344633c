import { describe, expect, it } from 'vitest';
import { processTerm, stem, termsOf, tokenize } from './terms.ts';

describe('tokenize', () => {
  it('keeps cellar notations whole', () => {
    expect(tokenize('A 1,000-bottle cellar')).toEqual(['a', '1000', 'bottle', 'cellar']);
    expect(tokenize('R-19 walls, R-30 ceiling')).toEqual(['r19', 'walls', 'r30', 'ceiling']);
    expect(tokenize('What R-values? An R value!')).toEqual(['what', 'rvalue', 'an', 'rvalue']);
    expect(tokenize('a 10 × 8 × 8 ft room')).toEqual(['a', '10', '8', '8', 'ft', 'room']);
    expect(tokenize('10x8')).toEqual(['10', '8']);
    expect(tokenize('about 3,040 BTU/h')).toEqual(['about', '3040', 'btu']);
    expect(tokenize('the cellar’s door')).toEqual(['the', 'cellar', 'door']);
  });
});

describe('stem', () => {
  it.each([
    ['cellars', 'cellar'],
    ['batteries', 'battery'],
    ['glass', 'glass'],
    ['racking', 'rack'],
    ['fitted', 'fit'],
    ['installed', 'install'],
    ['size', 'siz'],
    ['sized', 'siz'],
    ['sizing', 'siz'],
    ['r19', 'r19'],
    ['btu', 'btu'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('processTerm', () => {
  it('drops question words so they cannot outrank the subject', () => {
    for (const word of ['how', 'much', 'does', 'the', 'what', 'you']) expect(processTerm(word)).toBeNull();
  });

  it('folds synonyms onto one term', () => {
    expect(processTerm('RH')).toBe(processTerm('humidity'));
    expect(processTerm('vapour')).toBe(processTerm('vapor'));
    expect(new Set(['price', 'pricing', 'budget', 'costs', 'cost'].map(processTerm)).size).toBe(1);
    expect(processTerm('warranties')).toBe(processTerm('warranty'));
    expect(processTerm('failure')).toBe(processTerm('fails'));
    expect(processTerm('glazing')).toBe(processTerm('glass'));
  });

  it('indexes text and queries the same way', () => {
    const heading = termsOf('What humidity should a wine cellar be?');
    expect(heading).toHaveLength(3);
    expect(termsOf('ideal RH for wine cellars')).toEqual(['ideal', ...heading]);
    expect(termsOf('Sizing the cooling units')).toEqual(termsOf('size cooling unit'));
  });
});
