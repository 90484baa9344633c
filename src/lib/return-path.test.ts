import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth.tsx';

describe('safeReturnPath: where sign-in sends the visitor back', () => {
  it.each([
    ['/my-calculations', '/my-calculations'],
    ['/calculators/cost?b=1500#result', '/calculators/cost?b=1500#result'],
    ['/blog/../my-images', '/my-images'],
  ])('keeps a path on this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/%09/evil', '\t//evil.example', 'javascript:alert(1)'])(
    'falls back to the site root for %j',
    (value) => {
      const result = safeReturnPath(value);
      expect(result === '/' || (result.startsWith('/') && !result.startsWith('//'))).toBe(true);
      expect(new URL(result, 'https://winecellargpt.test').origin).toBe('https://winecellargpt.test');
    },
  );

  it('treats a decoded tab the way a browser would, as the root', () => {
    // URLSearchParams decodes ?next=/%09/evil to "/\t/evil", which a browser reads as "//evil".
    expect(safeReturnPath(new URLSearchParams('next=/%09/evil').get('next'))).toBe('/');
  });
});
