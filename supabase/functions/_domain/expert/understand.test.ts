import { describe, expect, it } from 'vitest';
import { questionKind, understand, unknownSubjects } from './understand.ts';

/** A vocabulary of a few cellar words, as the knowledge index would answer. */
const SITE_WORDS = new Set(['drain', 'cellar', 'wine', 'bottles', 'cheese', 'beer', 'cigars', 'racks', 'collection', 'port']);
const vocabulary = (word: string) => SITE_WORDS.has(word.toLowerCase());

describe('the kind of question', () => {
  it('tells a comparison from a question about one side', () => {
    expect(questionKind('is a split quieter than a through-the-wall unit?', null)).toBe('compare');
    expect(questionKind('how many bottles fit in a 6 by 8 room?', null)).toBe('how-many');
    expect(questionKind('there is mould on the labels. what should i do?', null)).toBe('what-to-do');
    expect(questionKind('what does it cost to run per month?', null)).toBe('how-much');
  });
});

describe('things asked about that the site never names', () => {
  it('finds the thing a pronoun stands for in the sentence before', () => {
    expect(unknownSubjects('there are fruit flies around my cellar drain. how do i get rid of them?', vocabulary)).toEqual(['fruit flies']);
  });

  it('reads a heap of something as the thing ("guitar collection")', () => {
    expect(unknownSubjects('can i store my guitar collection in the wine cellar?', vocabulary)).toEqual(['guitar collection']);
    expect(unknownSubjects('can i store my cigar collection in the wine cellar?', vocabulary)).toEqual([]);
  });

  it('leaves alone what the concept map or the site names, and a pronoun with no thing', () => {
    expect(unknownSubjects('can i keep craft beer and a few wheels of aging cheese in the cellar too?', vocabulary)).toEqual([]);
    expect(unknownSubjects("can i keep my grandfather's port in there?", vocabulary)).toEqual([]);
    expect(unknownSubjects('what will it be worth if i store it perfectly in your cellar?', vocabulary)).toEqual([]);
  });

  it('is part of the reading of a message', () => {
    expect(understand('How do I keep mice out of the cellar?', null, vocabulary).unknownSubjects).toEqual(['mice']);
    expect(understand('How do I keep mice out of the cellar?', null).unknownSubjects).toEqual([]);
  });
});
