import { describe, expect, it } from 'vitest';
import { findSynonyms, SYNONYMS } from './synonyms.ts';

const readAs = (question: string) => findSynonyms(question).map((match) => [match.found, match.label]);

describe('the synonym map', () => {
  // Everyday words → what the guides call it.
  const cases: Array<[question: string, found: string, label: string]> = [
    ['Why is my basement so damp?', 'damp', 'humidity'],
    ['there is moisture on the walls', 'moisture', 'humidity'],
    ['the corks have dried out', 'dried out', 'humidity'],
    ['Can I use an AC unit?', 'ac', 'cooling unit'],
    ['is a/c enough', 'a/c', 'cooling unit'],
    ['will my home air conditioning do', 'air conditioning', 'cooling unit'],
    ['how many shelves do I need', 'shelves', 'racking'],
    ['how many bottles will fit', 'how many bottles', 'capacity'],
    ['is sunshine bad for wine', 'sunshine', 'light'],
    ['the house shakes when trains pass', 'shakes', 'vibration'],
    ['the room smells of paint', 'smells', 'odors and air quality'],
    ['should they lie down or stand up', 'stand up', 'storing bottles on their side'],
    ['which side does the plastic sheeting go', 'plastic sheeting', 'vapor barrier'],
    ['how much spray foam', 'spray foam', 'insulation (R-value)'],
    ['the lights went out for a day', 'lights went out', 'power outage'],
    ['water is dripping under the unit', 'dripping', 'condensate drainage'],
    ['how many weeks to build', 'how many weeks', 'construction time'],
    ['is it covered if it breaks', 'covered', 'warranty'],
    ['does it pay for itself', 'pay for itself', 'return on investment'],
    ['will the house be worth more', 'worth more', 'resale value'],
    ['what goes wrong most often', 'goes wrong', 'common mistakes'],
    ['our victorian house', 'victorian', 'old houses and stone'],
    ['what does the cost calculator assume', 'assume', 'the calculators’ assumptions'],
    ['a wine wall for our bistro', 'bistro', 'restaurants and commercial cellars'],
  ];

  it.each(cases)('"%s" reads "%s" as %s', (question, found, label) => {
    expect(readAs(question)).toContainEqual([found, label]);
  });

  it('matches whole words only', () => {
    expect(readAs('my back room')).toEqual([]);
    expect(readAs('sundry accessories')).toEqual([]);
    expect(readAs('a barrel')).toEqual([]);
  });

  it('reads each meaning once, in map order', () => {
    expect(readAs('damp, moist and muggy')).toEqual([['damp', 'humidity']]);
    expect(findSynonyms('damp AC').map((match) => match.means)).toEqual(['humidity', 'cooling unit']);
  });

  it('gives every entry site words and a heading that names its subject', () => {
    for (const synonym of SYNONYMS) {
      expect(synonym.means.trim()).not.toBe('');
      expect(synonym.heading).toBeInstanceOf(RegExp);
    }
  });
});
