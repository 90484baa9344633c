import { it } from 'vitest';
import { assertEquals } from '../../_shared/testing/assert.ts';
import { carriesEstimateDetail, mergeQuestions, parseQuestion } from './question.ts';

const pick = (text: string, keys: string[]) => {
  const parsed = parseQuestion(text) as unknown as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, parsed[key]]));
};

it('cost questions carry a bottle count or a room', () => {
  assertEquals(pick('how much does a 1000 bottle cellar cost', ['intent', 'bottles']), { intent: 'cost', bottles: 1000 });
  assertEquals(pick('How much does a 1,500-bottle custom cellar cost?', ['intent', 'bottles']), { intent: 'cost', bottles: 1500 });
  assertEquals(pick('budget for 2.5k bottles', ['intent', 'bottles']), { intent: 'cost', bottles: 2500 });
  assertEquals(pick('price of a 12x14 room with a 9 ft ceiling', ['intent', 'room', 'ceiling']), {
    intent: 'cost',
    room: { length: 12, width: 14 },
    ceiling: 9,
  });
  // No numbers: nothing to estimate, the guides answer.
  assertEquals(pick('how much does a wine cellar cost', ['intent']), { intent: null });
});

it('cooling questions need a room; dimensions in any common notation', () => {
  assertEquals(pick('cooling for a 10x8x8 room', ['intent', 'room', 'unitSystem']), {
    intent: 'cooling',
    room: { length: 10, width: 8, height: 8 },
    unitSystem: 'imperial',
  });
  assertEquals(pick('What size cooling unit does a 10 × 8 × 8 ft cellar need?', ['intent', 'room']), {
    intent: 'cooling',
    room: { length: 10, width: 8, height: 8 },
  });
  assertEquals(pick("BTU for a 12' x 10' cellar", ['intent', 'room']), { intent: 'cooling', room: { length: 12, width: 10 } });
  assertEquals(pick('cooling load of a 3 x 2.5 x 2.4 m room', ['intent', 'room', 'unitSystem']), {
    intent: 'cooling',
    room: { length: 3, width: 2.5, height: 2.4 },
    unitSystem: 'metric',
  });
  assertEquals(pick('what capacity cooling unit for a 10 by 8 room', ['intent']), { intent: 'cooling' });
});

it('cooling details: glass, surroundings and cellar temperatures, insulation, traffic', () => {
  assertEquals(pick('cooling for a 12x10x8 room with a glass door next to a 90 degree garage, kept at 55°F', ['glass', 'surroundingsTemp', 'cellarTemp']), {
    glass: 'door',
    surroundingsTemp: 90,
    cellarTemp: 55,
  });
  assertEquals(pick('an all-glass 10x8 restaurant cellar with poor insulation', ['glass', 'insulation', 'cellarType', 'traffic']), {
    glass: 'glass-enclosed',
    insulation: 'poor',
    cellarType: 'restaurant',
    traffic: 'heavy',
  });
  assertEquals(pick('cooling for a 3x3x2.5 m room next to a 30°C garage', ['surroundingsTemp', 'unitSystem']), { surroundingsTemp: 30, unitSystem: 'metric' });
  assertEquals(pick('one glass wall, no vapor barrier', ['glass', 'vaporBarrier']), { glass: 'one-wall', vaporBarrier: false });
});

it('capacity questions: a wall run with a height, or a room', () => {
  assertEquals(pick('how many bottles fit on 30 feet of wall at 8 ft', ['intent', 'wallRun', 'ceiling']), { intent: 'capacity', wallRun: 30, ceiling: 8 });
  assertEquals(pick('how many bottles in a 6 by 8 room', ['intent', 'room']), { intent: 'capacity', room: { length: 6, width: 8 } });
  assertEquals(pick('how many bottles will 12 ft of racking hold with 9-foot ceilings', ['intent', 'wallRun', 'ceiling']), {
    intent: 'capacity',
    wallRun: 12,
    ceiling: 9,
  });
  assertEquals(pick('what does it cost to fit 2000 bottles in a 10x12 room', ['intent', 'bottles']), { intent: 'cost', bottles: 2000 });
});

it('business topics, greetings and thanks', () => {
  assertEquals(parseQuestion('what warranty do you offer').topic, 'warranty');
  assertEquals(parseQuestion('How long does it take to build a cellar?').topic, 'timeline');
  assertEquals(parseQuestion('how much do you charge').topic, 'pricing');
  assertEquals(parseQuestion('How many cellars have you built?').topic, 'experience');
  assertEquals(parseQuestion("what's your rating on BBB").topic, 'rating');
  assertEquals(parseQuestion('what is your phone number').topic, 'contact');
  assertEquals(parseQuestion('Do you build cellars in Texas?').topic, 'area');
  assertEquals(parseQuestion('ideal humidity for wine').topic, null);
  assertEquals(parseQuestion('Hello!').greeting, true);
  assertEquals(parseQuestion('hello, how much does a 500 bottle cellar cost?').greeting, false);
  assertEquals(parseQuestion('Thanks, that helps').thanks, true);
  assertEquals(parseQuestion('what can you do?').capabilities, true);
});

it('a follow-up takes the earlier intent and room, with its own changes on top', () => {
  const earlier = parseQuestion('cooling for a 10x8x8 room');
  const later = parseQuestion('and with a glass door?');
  assertEquals(later.intent, null);
  assertEquals(carriesEstimateDetail(later), true);
  const merged = mergeQuestions(earlier, later);
  assertEquals([merged.intent, merged.room, merged.glass], ['cooling', { length: 10, width: 8, height: 8 }, 'door']);
  assertEquals(carriesEstimateDetail(parseQuestion('why does that matter?')), false);
  // A new room without a height does not keep the old ceiling.
  const resized = mergeQuestions(parseQuestion('cost of a 10x8 room with a 9 ft ceiling'), parseQuestion('what about 12x14?'));
  assertEquals([resized.intent, resized.room, resized.ceiling], ['cost', { length: 12, width: 14 }, undefined]);
});
