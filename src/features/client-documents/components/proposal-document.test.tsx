import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { costInputSchema } from '@domain/estimator/schemas.ts';
import { buildProposal } from '@domain/proposal/proposal.ts';
import { ProposalDocument } from './proposal-document.tsx';

describe('the proposal document', () => {
  const document = buildProposal({ inputs: costInputSchema.parse({ bottles: 2400, rackingMaterial: 'pine', glass: 'none', door: 'solid-insulated' }), pricePoint: 'mid', upgrades: [] });

  it('names what the labor and design lines pay for, with their prices, and not the shares the estimator priced them at', () => {
    render(<ProposalDocument document={document} idPrefix="t" />);
    const table = screen.getByTestId('proposal-lines');
    expect(table).not.toHaveTextContent(/% of the built lines|% of the project/);
    const labour = within(table).getByRole('rowheader', { name: /^Labor/ });
    expect(labour).toHaveTextContent('Installation of the racking, insulated walls and ceiling, door, floor and lighting, with project management through construction');
    const amount = document.lines.find((line) => line.key === 'labour')?.amount ?? 0;
    expect(labour.closest('tr')).toHaveTextContent(`$${amount.toLocaleString('en-US')}`);
    expect(within(table).getByRole('rowheader', { name: /^Design/ })).toHaveTextContent('Drawings, cooling load calculation and specification');
  });
});
