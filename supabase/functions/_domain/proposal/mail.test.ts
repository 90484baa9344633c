import { describe, expect, it } from 'vitest';
import type { ProposalRecord } from './record.ts';
import { greetingFor, proposalMail } from './mail.ts';

const record = (message: string): ProposalRecord =>
  ({
    id: 'p1',
    inquiryId: 'i1',
    version: 2,
    clientName: 'Margaux Dupont',
    clientEmail: 'margaux@example.com',
    draft: { message },
    document: { bottles: 1200, total: 98_400 },
    total: 98_400,
  }) as unknown as ProposalRecord;

const opening = (message: string) => proposalMail(record(message), 'https://winecellargpt.com/your-proposal?proposal=t', 'December 30, 2026').text.split('\n\n').slice(0, 2);

describe('the proposal email’s greeting', () => {
  it('greets the client once: the admin’s note may open with its own greeting', () => {
    const [first, second] = opening('Dear Margaux,\nThank you for showing us the cellar on Tuesday.');
    expect(first).toBe('Dear Margaux,\nThank you for showing us the cellar on Tuesday.');
    expect(second).toMatch(/^Your proposal for a 1,200-bottle cellar is ready/);
    expect(proposalMail(record('Dear Margaux, thank you.'), 'l', 'd').text.match(/Dear/g)).toHaveLength(1);
  });

  it('opens with the client’s name when the note has no greeting, or there is no note', () => {
    expect(opening('Thank you for showing us the cellar.')).toEqual(['Dear Margaux Dupont,', 'Thank you for showing us the cellar.']);
    expect(opening('')[0]).toBe('Dear Margaux Dupont,');
    expect(opening('')[1]).toMatch(/^Your proposal/);
  });

  it('knows the greetings an admin writes, in the languages of the site', () => {
    for (const note of ['Hello Margaux,', 'Hi Margaux!', 'Good morning Margaux,', 'Bonjour Margaux,', 'Chère Margaux,', 'Dear Ms Dupont,', 'Hola Margaux,', 'Guten Tag Frau Dupont,', 'Ciao Margaux,'])
      expect(greetingFor('Margaux Dupont', note), note).toBeNull();
    for (const note of ['Dearly as we love stone, we suggest oak.', 'Hiring our team means…', 'Thank you, Margaux.'])
      expect(greetingFor('Margaux Dupont', note), note).toBe('Dear Margaux Dupont,');
  });
});
