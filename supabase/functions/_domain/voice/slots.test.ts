import { describe, expect, it } from 'vitest';
import { isCancel, isNothing, readEmail, readLastName, readName, readPhone, readProjectType, wantsConsultation, yesOrNo } from './slots.ts';

describe('readName', () => {
  it.each([
    ['My name is john smith.', { firstName: 'John', lastName: 'Smith' }],
    ['Hi, this is Ana María López', { firstName: 'Ana María', lastName: 'López' }],
    ["I'm Jean-Luc O'Brien", { firstName: 'Jean-Luc', lastName: "O'Brien" }],
    ['Call me Mary.', { firstName: 'Mary', lastName: '' }],
    ['McDonald', { firstName: 'McDonald', lastName: '' }],
    ['SARAH CONNOR', { firstName: 'Sarah', lastName: 'Connor' }],
  ])('%s', (said, name) => expect(readName(said)).toEqual(name));

  it.each(['', 'I am interested in a cellar for my restaurant downtown', 'john 123', 'um'])('nothing in %j', (said) => expect(readName(said)).toBeNull());

  it('a family name on its own', () => {
    expect(readLastName("It's Smith")).toBe('Smith');
    expect(readLastName('van der Berg')).toBe('Van Der Berg');
    expect(readLastName('42')).toBeNull();
  });
});

describe('readEmail', () => {
  it.each([
    ['john at example dot com', 'john@example.com'],
    ['My email is John dot Smith at Example dot co dot UK.', 'john.smith@example.co.uk'],
    ["It's j o h n underscore d at gmail dot com", 'john_d@gmail.com'],
    ['ana dash maria plus cellar at mail dot example dot org', 'ana-maria+cellar@mail.example.org'],
    ['john.smith@example.com', 'john.smith@example.com'],
    ['JOHN at EXAMPLE dot COM', 'john@example.com'],
  ])('%s', (said, email) => expect(readEmail(said)).toBe(email));

  it.each(['john at example', 'my email is john', 'at dot com', 'five five five one two three'])('nothing whole in %j', (said) => expect(readEmail(said)).toBeNull());
});

describe('readPhone', () => {
  it.each([
    ['five five five, one two three, four five six seven', '(555) 123-4567'],
    ['My number is 555 123 4567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['double five five, one two three, four five six seven', '(555) 123-4567'],
    ['eight hundred, five five five, oh one two three', '(800) 555-0123'],
    ['one eight hundred five five five twenty one twelve', '+1 (800) 555-2112'],
    ['plus four four, seven nine one one, one two three four five six', '+447911123456'],
    ['+44 7911 123456', '+447911123456'],
    ['Call me on five five five, one two three four', '5551234'],
  ])('%s', (said, phone) => expect(readPhone(said)).toBe(phone));

  it.each(['one two three', 'I would like to book a consultation', 'five five five one two three four five six seven eight nine one two three four'])(
    'nothing usable in %j',
    (said) => expect(readPhone(said)).toBeNull(),
  );
});

describe('readProjectType', () => {
  it.each([
    ['It is for our home, in the basement', 'residential'],
    ['A wine room for my restaurant', 'commercial'],
    ['We want to renovate the existing cellar', 'renovation'],
    ["I'm not sure yet, I'd like some design ideas", 'consultation'],
  ] as const)('%s', (said, type) => expect(readProjectType(said)).toBe(type));
  it('nothing', () => expect(readProjectType('purple')).toBeNull());
});

describe('intents', () => {
  it.each(['I would like to book a consultation', 'Can I schedule an appointment?', 'Please have someone call me back… I want a call back', 'Consultation', 'I want to speak to a designer'])(
    'a request: %s',
    (said) => expect(wantsConsultation(said)).toBe(true),
  );
  it.each(['What humidity should my wine cellar be?', 'How much does a consultation cost?', 'Do I need a vapor barrier?'])('a question: %s', (said) =>
    expect(wantsConsultation(said)).toBe(false),
  );
  it('yes, no, cancel, nothing', () => {
    expect(yesOrNo('Yes, send it')).toBe('yes');
    expect(yesOrNo("That's right.")).toBe('yes');
    expect(yesOrNo('No, that is wrong')).toBe('no');
    expect(yesOrNo('maybe')).toBeNull();
    expect(isCancel('Never mind')).toBe(true);
    expect(isCancel('I never mind the cold')).toBe(false);
    expect(isNothing("No, that's it.")).toBe(true);
    expect(isNothing('No')).toBe(true);
    expect(isNothing('No basement, a spare room')).toBe(false);
    expect(isNothing('Nothing else')).toBe(true);
  });
});
