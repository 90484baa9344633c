import { describe, expect, it } from 'vitest';
import { mailOpening } from './links.ts';

describe('the opening of an auth mail', () => {
  it('an invitation names the firm, who invites it and what accepting does', () => {
    const { subject, lines } = mailOpening('invite', { invited_company: '  Harbor   Cellar Builders ' });
    expect(subject).toBe('WineCellarGPT invites Harbor Cellar Builders to its partner network');
    const body = lines.join('\n');
    expect(body).toContain('invites Harbor Cellar Builders to join its network of partner contractors');
    expect(body).toMatch(/accept or decline the client projects we send you/);
  });

  it('the sign-up confirmation is the welcome, greeting by the name given at sign-up', () => {
    expect(mailOpening('signup', { full_name: 'Margaux Dupont' }).lines[0]).toBe('Dear Margaux Dupont,');
    expect(mailOpening('signup', {}).lines[0]).toBe('Welcome,');
    expect(mailOpening('signup', null).subject).toBe('Welcome to WineCellarGPT: please confirm your address');
  });

  it('an invitation without a firm and the other mails keep their plain wording', () => {
    expect(mailOpening('invite', {}).subject).toBe('You have been invited to WineCellarGPT');
    expect(mailOpening('recovery', { full_name: 'X' }).lines).toEqual(['Follow this link to choose a new password:']);
  });
});
