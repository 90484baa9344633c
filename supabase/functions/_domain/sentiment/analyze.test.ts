import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeText, type Mood, type Nlp } from './analyze.ts';

let nlp: Nlp;
beforeAll(async () => {
  // The model the admin page loads on demand (src/features/business/admin/sentiment/load-nlp.ts).
  const [wink, model] = await Promise.all([import('wink-nlp'), import('wink-eng-lite-web-model')]);
  nlp = wink.default(model.default) as unknown as Nlp;
});

/** Sentences as leads and notes are written here, each labelled by hand before the thresholds were set. */
const LABELLED: ReadonlyArray<[string, Mood]> = [
  ['We love the design, it looks fantastic.', 'positive'],
  ['Thank you so much, the cellar is beautiful and the team was wonderful.', 'positive'],
  ['Great work on the racking, we are very happy with it.', 'positive'],
  ['Your proposal looks excellent and we would like to go ahead.', 'positive'],
  ['The consultation was really helpful, thanks!', 'positive'],
  ['Impressed by the quality of the walnut racks.', 'positive'],
  ['Happy with the quote, please send the contract.', 'positive'],
  ['Looking for a 500 bottle cellar in the basement, budget around 60k.', 'neutral'],
  ['We would like a quote for a walk-in cellar of about 1,200 bottles.', 'neutral'],
  ['The room is 3 by 4 metres with one exterior wall.', 'neutral'],
  ['Please send me information about cooling units.', 'neutral'],
  ['Called the client, left a voicemail.', 'neutral'],
  ['Site visit booked for Tuesday at 10.', 'neutral'],
  ['Our restaurant needs a display cellar behind the bar.', 'neutral'],
  ['The installer still has not shown up and nobody answers my calls. Very disappointed.', 'negative'],
  ['Not happy with the delay.', 'negative'],
  ['The cooling unit is not working and the wine is getting warm!', 'negative'],
  ['This is unacceptable, we paid the deposit two months ago.', 'negative'],
  ['Terrible communication, I had to chase you three times.', 'negative'],
  ['The racks arrived damaged and the crew was rude.', 'negative'],
  ['I am frustrated that the quote doubled without explanation.', 'negative'],
  ['Client is upset about the noise from the unit.', 'negative'],
];

const URGENT: readonly string[] = [
  'Please call me today, it is urgent: water is leaking into the cellar.',
  'The cooling unit stopped working and it is getting warm in there.',
  'We need someone immediately, there is mold on the back wall.',
  'Emergency: the cellar flooded overnight.',
  'Can you come as soon as possible? The compressor is not working.',
];
const NOT_URGENT: readonly string[] = [
  'Looking for a 500 bottle cellar in the basement, budget around 60k.',
  'We are just planning for next year, no rush.',
  'Could you send a brochure about racking styles?',
  'We love the design, it looks fantastic.',
  'Site visit booked for Tuesday at 10.',
];

describe('sentiment on labelled sentences', () => {
  it('labels at least 85% of the sentences right, and never calls a negative one positive or a positive one negative', () => {
    const results = LABELLED.map(([text, expected]) => ({ text, expected, got: analyzeText(nlp, text).mood }));
    const right = results.filter((result) => result.got === result.expected).length;
    expect(right / results.length, JSON.stringify(results.filter((r) => r.got !== r.expected))).toBeGreaterThanOrEqual(0.85);
    const flipped = results.filter((result) => (result.expected === 'positive' && result.got === 'negative') || (result.expected === 'negative' && result.got === 'positive'));
    expect(flipped).toEqual([]);
  });

  it('flags every urgent message and none of the calm ones, and says why', () => {
    for (const text of URGENT) expect(analyzeText(nlp, text).urgent, text).toBe(true);
    for (const text of NOT_URGENT) expect(analyzeText(nlp, text).urgent, text).toBe(false);
    expect(analyzeText(nlp, URGENT[0] ?? '').urgentCues).toEqual(expect.arrayContaining(['urgent', 'leak', 'today']));
  });

  it('an unhappy client is flagged even when one sentence of a polite message is angry', () => {
    const result = analyzeText(nlp, 'Thanks for the lovely design last spring. But the installer broke our tiles and nobody has called back, which is terrible.');
    expect(result.unhappy).toBe(true);
  });

  it('finds the topics a message is about', () => {
    expect(analyzeText(nlp, 'The quote is over our budget and the humidity in the room worries us.').topics).toEqual(['budget', 'climate']);
    expect(analyzeText(nlp, 'The racking looks great but the installation is two weeks late.').topics).toEqual(expect.arrayContaining(['racking', 'installation', 'delay']));
  });
});
