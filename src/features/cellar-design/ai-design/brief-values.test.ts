import { describe, expect, it } from 'vitest';
import { DEFAULT_BRIEF } from '@domain/designer/brief.ts';
import { DEFAULT_FORM_VALUES, briefFromParams, briefParams } from './brief-values.ts';

describe('the brief in the page link', () => {
  it('round-trips a brief as the form’s text, and is absent without one', () => {
    const brief = { ...DEFAULT_BRIEF, shape: 'l-shape' as const, width: 14.5, doorWall: 4, style: 'rustic' as const };
    const values = briefFromParams(briefParams(brief));
    expect(values).toMatchObject({ shape: 'l-shape', width: '14.5', doorWall: '4', style: 'rustic', bottles: '800' });
    expect(briefFromParams(new URLSearchParams('utm_source=x'))).toBeNull();
  });

  it('keeps what a link says, even when it is wrong, for the form to judge; the rest are the defaults', () => {
    expect(briefFromParams(new URLSearchParams('width=-3&bottles=lots'))).toEqual({ ...DEFAULT_FORM_VALUES, width: '-3', bottles: 'lots' });
  });
});
