import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitRow } from './submit-row.tsx';

describe('SubmitRow', () => {
  it('offers the label while the form is idle', () => {
    render(<SubmitRow className="btn-gold" label="Save status" busyLabel="Saving..." busy={false} />);
    const button = screen.getByRole('button', { name: 'Save status' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
  });

  it('shows the busy label and refuses a second press while sending', () => {
    render(<SubmitRow className="btn-gold" label="Save status" busyLabel="Saving..." busy />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('keeps the label while sending when there is no busy label', () => {
    render(<SubmitRow className="btn-outline" label="Record check" busy />);
    expect(screen.getByRole('button', { name: 'Record check' })).toBeDisabled();
  });
});
