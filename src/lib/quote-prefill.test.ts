import { describe, expect, it } from 'vitest';
import { inputsOf, quoteHref, readQuotePrefill } from './quote-prefill.ts';

describe('quote prefill links', () => {
  it('round-trips everything a calculator hands over', () => {
    const href = quoteHref({
      projectType: 'commercial',
      capacityBottles: 2400,
      budget: '100k-200k',
      timeline: '3-6months',
      calculation: { kind: 'cost', title: 'Cost estimate', summary: 'Estimated $119K–$190K', link: '/calculators/cost?b=2400&t=commercial', inputs: {} },
    });
    const prefill = readQuotePrefill(new URL(href, 'https://example.com').searchParams);
    expect(prefill).toEqual({
      projectType: 'commercial',
      capacityBottles: 2400,
      budget: '100k-200k',
      timeline: '3-6months',
      calculation: {
        kind: 'cost',
        title: 'Cost estimate',
        summary: 'Estimated $119K–$190K',
        link: '/calculators/cost?b=2400&t=commercial',
        inputs: { b: '2400', t: 'commercial' },
      },
    });
  });

  it('drops anything it cannot trust, field by field', () => {
    const params = new URLSearchParams({
      type: 'castle',
      bottles: '-5',
      budget: 'a-lot',
      timeline: 'asap',
      calc: 'cost',
      title: 'Looks fine',
      summary: 'x',
      link: 'https://evil.example/phish',
    });
    expect(readQuotePrefill(params)).toEqual({ timeline: 'asap' });
    expect(readQuotePrefill(new URLSearchParams({ calc: 'cost', title: 'T', link: '//evil.example' })).calculation).toBeUndefined();
    expect(readQuotePrefill(new URLSearchParams({ calc: 'unknown', title: 'T', link: '/calculators/cost' })).calculation).toBeUndefined();
    expect(readQuotePrefill(new URLSearchParams({ calc: 'cost', title: 'T', summary: 's'.repeat(1001), link: '/x' })).calculation).toBeUndefined();
  });

  it('reads the inputs from the link itself', () => {
    expect(inputsOf('/calculators/climate?m=detailed&u=metric')).toEqual({ m: 'detailed', u: 'metric' });
    expect(inputsOf('/calculators/cost')).toEqual({});
  });
});
