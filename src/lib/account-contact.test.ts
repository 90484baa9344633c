import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { accountContact, accountName, splitName } from './auth.tsx';

const user = (email: string | undefined, metadata: Record<string, unknown>) => ({ email, user_metadata: metadata }) as Pick<User, 'email' | 'user_metadata'>;

describe('what the site knows of a signed-in account', () => {
  it('the name given at sign-up, tidied; none when it was not given', () => {
    expect(accountName(user('m@example.com', { full_name: '  Margaux   Dupont ' }))).toBe('Margaux Dupont');
    expect(accountName(user('m@example.com', {}))).toBeNull();
    expect(accountName(user('m@example.com', { full_name: '   ' }))).toBeNull();
    expect(accountName(user('m@example.com', { full_name: 42 }))).toBeNull();
  });

  it('splits a name into a form’s first and last name at the first space', () => {
    expect(splitName('Margaux Dupont')).toEqual({ firstName: 'Margaux', lastName: 'Dupont' });
    expect(splitName('Jean-Luc de la Tour')).toEqual({ firstName: 'Jean-Luc', lastName: 'de la Tour' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('gives a contact form the name and the address, or nothing without an address', () => {
    expect(accountContact(user('margaux.collector@example.com', { full_name: 'Margaux Dupont' }))).toEqual({
      firstName: 'Margaux',
      lastName: 'Dupont',
      email: 'margaux.collector@example.com',
    });
    expect(accountContact(user('margaux.collector@example.com', {}))).toEqual({ firstName: '', lastName: '', email: 'margaux.collector@example.com' });
    expect(accountContact(user(undefined, { full_name: 'Margaux Dupont' }))).toBeNull();
    expect(accountContact(null)).toBeNull();
  });
});
