import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField } from './number-field.tsx';

/** A calculator in miniature: the field's value lives in the parent, which derives a result from it. */
function Calculator() {
  const [bottles, setBottles] = useState('1000');
  return (
    <>
      <NumberField id="bottles" label="Bottles" value={bottles} onChange={setBottles} />
      <output data-testid="doubled">{Number(bottles) * 2}</output>
      <button type="button" onClick={() => setBottles('250')}>
        Load saved
      </button>
    </>
  );
}

describe('typing into a calculator field (useTypedValue)', () => {
  it('shows every keystroke and hands the value to the calculator', async () => {
    render(<Calculator />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Bottles');
    await user.clear(input);
    await user.type(input, '1800');
    expect(input).toHaveValue('1800');
    expect(screen.getByTestId('doubled')).toHaveTextContent('3600');
  });

  it('follows a value set from outside the field', async () => {
    render(<Calculator />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bottles'), '5');
    expect(screen.getByLabelText('Bottles')).toHaveValue('10005');
    await act(async () => screen.getByRole('button', { name: 'Load saved' }).click());
    expect(screen.getByLabelText('Bottles')).toHaveValue('250');
    expect(screen.getByTestId('doubled')).toHaveTextContent('500');
  });
});
