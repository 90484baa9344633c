import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanString } from './clean-string.ts';

describe('cleanString', () => {
  const name = cleanString(z.string().min(1, 'Required').max(5, 'Too long'));

  it('checks the rules against the text without markup or outer blanks, and answers that text', () => {
    expect(name.parse('  <i>Ana</i>  ')).toBe('Ana');
  });

  it('counts a limit on what is kept, not on what was typed', () => {
    expect(name.safeParse('<b>Ana</b>').success).toBe(true);
    expect(name.safeParse('<b></b>   ').error?.issues[0]?.message).toBe('Required');
    expect(name.safeParse(' Anabela ').error?.issues[0]?.message).toBe('Too long');
  });

  it('refuses what is not a string', () => {
    expect(name.safeParse(42).success).toBe(false);
  });
});
