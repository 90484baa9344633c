/**
 * The kinds of miss the expert made on questions nobody wrote for it
 * (docs/assistant.md, "Questions nobody wrote down"), each held by questions
 * that are in neither evaluation set: the answer speaks to the asked subject,
 * uses the question's own numbers, gives actions for "what should I do",
 * both sides of a comparison, keeps the conversation, and sizes a restaurant
 * from its covers.
 */
import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../../../../scripts/knowledge/build.ts';
import { createKnowledgeSearch } from '../knowledge/search.ts';
import { estimateRestaurantStock, floorAreaForBottles, formatArea, formatNumber, formatUsdRange, roomRackingWalls, runTool } from '../estimator/index.ts';
import { createOfflineExpert } from './offline-expert.ts';

const expert = createOfflineExpert(createKnowledgeSearch(await buildKnowledgeIndex()));
const ask = (...turns: string[]) => {
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let last = '';
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    last = expert.answer(messages).content;
    messages.push({ role: 'assistant', content: last });
  }
  return last;
};
const NOT_FOUND = /couldn't find|don't have a figure/;

describe('an answer speaks to the subject asked about', () => {
  it('vibration from a neighbour: the vibration section, not "I couldn\'t find"', () => {
    const answer = ask("My racks share a wall with the neighbour's laundry. Will the shaking from their washing machine affect bottles I'm aging?");
    expect(answer).toMatch(/vibrat/i);
    expect(answer).not.toMatch(NOT_FOUND);
  });

  it('a monthly electricity bill: kWh and money a month, not the exhaust rules', () => {
    const answer = ask('How much will my electricity bill go up each month running the cooling for a 9x7x8 ft cellar?');
    expect(answer).toMatch(/\d[\d,]* kWh a month/);
    expect(answer).toMatch(/\$\d+–\$\d+ a month/);
    expect(answer).not.toMatch(/What checks apply when choosing the cooling unit/);
  });

  it('cigars beside the wine: cigars and humidors, not glass fogging', () => {
    const answer = ask('Could I keep my cigar collection in the wine room next to the bottles?');
    expect(answer).toMatch(/cigar/i);
    expect(answer).toMatch(/humidor/i);
    expect(answer).not.toMatch(/glass clear|dew point/i);
  });

  it('a subject the site does not cover gets a plain "I couldn\'t find", never a near miss', () => {
    const answer = ask('How do I get rid of fruit flies in my wine cellar?');
    expect(answer).toMatch(/couldn't find/);
  });

  it('an unknown subject beside a cellar word gets a plain "I couldn\'t find", not the cellar word\'s section', () => {
    const answer = ask('There are fruit flies around my cellar drain. How do I get rid of them?');
    expect(answer).toMatch(/couldn't find anything on fruit flies/);
    expect(answer).not.toMatch(/condensate/i);
  });

  it('an unknown subject is said plainly and the rest of the message is still answered', () => {
    const answer = ask('Can I store my guitar collection in the wine cellar? And what humidity should the cellar be?');
    expect(answer).toMatch(/couldn't find anything on guitar collection/);
    expect(answer).toMatch(/60–65%/);
  });
});

describe("the question's own numbers are used", () => {
  it('a closet of stated size gets its bottle count from the capacity estimator', () => {
    const answer = ask('I have a reach-in closet about 5 ft by 3 ft with an 8 ft ceiling. How many bottles could it take?');
    const outcome = runTool('estimate_capacity', { walls: roomRackingWalls({ length: 5, width: 3 }, 'imperial').map((length) => ({ length })), ceilingHeight: 8 });
    if (!outcome.ok || outcome.tool !== 'estimate_capacity') throw new Error('capacity estimate failed');
    expect(answer).toContain(`**${formatNumber(outcome.result.nominalBottles)}**`);
    expect(answer).toMatch(/reach-in closet/);
  });

  it('"how big a room for N bottles" gets the room for that N', () => {
    const answer = ask('What size room would I need to hold 2,200 bottles?');
    expect(answer).toContain(formatArea(floorAreaForBottles(2200)));
    expect(answer).toContain('2,200 bottles');
  });

  it('a room in metres is priced as that room', () => {
    const answer = ask('What would a 4.5 x 3.5 m cellar cost to build?');
    const outcome = runTool('estimate_cost', { unitSystem: 'metric', sizeBy: 'room', length: 4.5, width: 3.5 });
    if (!outcome.ok || outcome.tool !== 'estimate_cost') throw new Error('cost estimate failed');
    expect(answer).toContain(outcome.result.summary);
  });

  it('a garage cellar for a bottle count gets a price and what the garage means', () => {
    const answer = ask('Ballpark price for a wine room in my garage holding 650 bottles?');
    const outcome = runTool('estimate_cost', { sizeBy: 'bottles', bottles: 650 });
    if (!outcome.ok || outcome.tool !== 'estimate_cost') throw new Error('cost estimate failed');
    expect(answer).toContain(outcome.result.summary);
    expect(answer).toMatch(/garage/i);
  });
});

describe('the answer is of the kind asked', () => {
  it('"what should I do" about mould gets actions, not the ideal range alone', () => {
    const answer = ask("There's white fuzz on the capsules and the hygrometer reads 82%. What should I do?");
    expect(answer).toMatch(/dehumidif/i);
    expect(answer).toMatch(/clean|airflow|air moving|drain/i);
  });

  it('"is A quieter than B" names both sides', () => {
    const answer = ask('Is a ductless mini-split quieter than a through-the-wall unit?');
    expect(answer).toMatch(/split/i);
    expect(answer).toMatch(/through-the-wall/i);
    expect(answer).toMatch(/quiet|dBA/i);
  });

  it('storage versus serving temperature gets both', () => {
    const answer = ask('Should sparkling wine be kept colder than red wine in storage, and what about when I serve it?');
    expect(answer).toMatch(/55°F|13°C/);
    expect(answer).toMatch(/serv/i);
  });
});

describe('a follow-up keeps the conversation', () => {
  it('"and what would that cost?" after a capacity answer prices the same room', () => {
    const answer = ask('How many bottles fit in a 7 by 9 foot room with 8 foot ceilings?', 'And what would that cost?');
    const outcome = runTool('estimate_cost', { sizeBy: 'room', length: 7, width: 9, height: 8 });
    if (!outcome.ok || outcome.tool !== 'estimate_cost') throw new Error('cost estimate failed');
    expect(answer).toContain(outcome.result.summary);
    expect(answer).not.toMatch(/1,000-bottle/);
  });

  it('"roughly how many bottles would that hold" after a room counts that room', () => {
    const answer = ask('Can I turn a 2 m by 1.2 m storeroom into a wine cellar?', 'ok and roughly how many bottles would that hold?');
    expect(answer).toMatch(/holds \d[\d,]* bottles/);
    expect(answer).not.toMatch(/You're welcome/);
  });
});

describe('a restaurant is sized from its covers, on a stated rule', () => {
  it('covers a night give a bottle count with the rule and its source', () => {
    const answer = ask('We turn about 120 covers on a busy night. How many bottles should our wine storage hold?');
    const result = estimateRestaurantStock({ covers: 120 });
    if (!result) throw new Error('no restaurant estimate');
    expect(answer).toContain(result.summary);
    expect(answer).toMatch(/Restaurants & Institutions/);
    expect(answer).toMatch(/covers/);
  });
});

describe('what nobody can know is said plainly', () => {
  it('a future price is not predicted', () => {
    const answer = ask('What will a 2019 Napa Cabernet be worth in 2040?');
    expect(answer).toMatch(/can't predict/);
    expect(answer).not.toMatch(/\$\d/);
  });
});

describe('a question about the business answers each of its parts', () => {
  it('warranty and emergency service: the warranty terms and the maintenance service, each from the business\'s own passages', () => {
    const answer = ask('Which warranty covers the cooling equipment, and if it quits on a holiday weekend how quickly can a technician come?');
    expect(answer).toMatch(/climate-control systems for 3 years/);
    expect(answer).toMatch(/Maintenance & Protection/);
  });

  it('a detail the business facts do not state is said plainly, not guessed', () => {
    const answer = ask('What does the free quote include? Also, are your installers employees or subcontractors?');
    expect(answer).toMatch(/can't answer that from this site's facts/);
    expect(answer).toMatch(/contact form/);
  });
});

describe('the section titled as the asked kind leads', () => {
  it('"is it ruined" after a warm spell gets the verdict section, not the power-cut explainer', () => {
    const answer = ask('The AC died for a weekend and the cellar drifted up to 66F. Is my wine ruined?');
    expect(answer).toMatch(/Was my wine damaged/);
    expect(answer).toMatch(/very likely fine/);
  });

  it('what to do before a move, when the room told about is musty, answers the musty room', () => {
    const answer = ask('The closet where the bottles sit now has a damp, musty smell and some mildew on the cartons. What should I do before I carry them to the new cellar?');
    expect(answer).toMatch(/before moving wine out of a musty room/i);
  });
});

describe('a follow-up on the passage just quoted', () => {
  it('asks what it left out, and gets that, not another section sharing a word', () => {
    const answer = ask('How can a small bar keep opened bottles fresh for a week?', 'and what would a dispensing machine like that set us back?');
    expect(answer).toMatch(/ask its maker or your distributor/);
    expect(answer).not.toMatch(/dew point|load calculation/);
  });
});

describe('what the cooling alone costs', () => {
  it('"what would the split cost installed" after a room: the cost calculator\'s cooling line for that room, not a whole cellar', () => {
    const answer = ask('My cellar will be 8 by 10 feet, next to my home office. Is a split system quieter than a through-the-wall unit?', 'How much would the ductless split run me installed?');
    const outcome = runTool('estimate_cost', { sizeBy: 'room', length: 8, width: 10, cooling: 'ductless-split' });
    if (!outcome.ok || outcome.tool !== 'estimate_cost') throw new Error('cost estimate failed');
    const line = outcome.result.lines.find((item) => item.key === 'cooling');
    if (!line) throw new Error('no cooling line');
    expect(answer).toContain(`ductless split system ${formatUsdRange(line.low, line.high)}`);
    expect(answer).not.toMatch(/commercial cellar|\| \*\*Total\*\*/);
  });
});
