import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/types.ts';
import { CalculationSummary } from './lead-badges.tsx';

const lead = (link: string) => ({ name: 'Ana Duarte', calculation: { kind: 'cost', title: 'Estimate', summary: '1,200 bottles', inputs: {}, link } }) as unknown as Lead;

describe('the attached calculation’s link in the inbox', () => {
  it('opens a page of this site', () => {
    render(<CalculationSummary lead={lead('/calculators/cost?bottles=1200')} />);
    expect(screen.getByRole('link', { name: /Open calculation/ }).getAttribute('href')).toBe(`${window.location.origin}/calculators/cost?bottles=1200`);
  });

  it.each(['//evil.example/x', '/\\evil.example/x', '/\\/evil.example', 'https://evil.example/', 'javascript:alert(1)'])('renders no link for %s', (link) => {
    render(<CalculationSummary lead={lead(link)} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Estimate')).toBeTruthy();
  });
});
