import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecentLead } from '../api/sequences.ts';
import { LeadOptions } from './lead-options.tsx';

const lead = (id: string, name: string, status: string): RecentLead => ({
  id,
  email: `${id}@example.com`,
  first_name: name.split(' ')[0]!,
  name,
  status,
  source: 'contact',
  project_type: 'residential',
  budget: null,
  timeline: null,
  location: null,
  capacity_bottles: null,
  calculation: null,
  created_at: '2026-01-01T00:00:00Z',
});

describe('LeadOptions', () => {
  it('names each lead by name, email and status label, valued by its id; an unknown status is shown as stored', () => {
    render(
      <select aria-label="Lead">
        <LeadOptions leads={[lead('rita', 'Rita Levi', 'new'), lead('sam', 'Sam Oduya', 'archived-by-hand')]} />
      </select>,
    );
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['rita', 'Rita Levi · rita@example.com · New'],
      ['sam', 'Sam Oduya · sam@example.com · archived-by-hand'],
    ]);
  });
});
