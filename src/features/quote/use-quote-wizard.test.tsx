/**
 * The quote request's steps and focus: a move puts focus on the new step's
 * heading, an error found on another step takes the visitor to that step and
 * its field, and a kept draft opens every step.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QUOTE_STEPS } from './quote-form.ts';
import { useQuoteWizard, type QuoteErrors } from './use-quote-wizard.ts';

let wizard: ReturnType<typeof useQuoteWizard>;
let errors: QuoteErrors;

function Harness() {
  const [found, setErrors] = useState<QuoteErrors>({});
  errors = found;
  wizard = useQuoteWizard(found, setErrors);
  return (
    <form ref={wizard.formRef}>
      <h2 ref={wizard.stepHeading} tabIndex={-1}>
        {wizard.current.title}
      </h2>
      {(wizard.current.fields as readonly string[]).map((field) => (
        <input key={field} name={field} aria-label={field} />
      ))}
    </form>
  );
}

describe('quote wizard', () => {
  it('a move shows the step, remembers how far the visitor came, and focuses its heading', () => {
    render(<Harness />);
    expect(wizard.step).toBe(0);
    expect(document.activeElement).toBe(document.body);
    act(() => wizard.goTo(2));
    expect(screen.getByRole('heading')).toHaveTextContent('Details and plans');
    expect(screen.getByRole('heading')).toHaveFocus();
    act(() => wizard.goTo(1));
    expect(wizard.reached).toBe(2);
    expect(wizard.last).toBe(false);
  });

  it('errors take the visitor to the step of the first field that has one, and focus that field', () => {
    render(<Harness />);
    act(() => wizard.goTo(3));
    act(() => wizard.showErrors({ email: 'Enter your email address', location: 'Tell us where the cellar will be' }));
    expect(wizard.step).toBe(0);
    expect(errors).toEqual({ email: 'Enter your email address', location: 'Tell us where the cellar will be' });
    expect(screen.getByLabelText('location')).toHaveFocus();
  });

  it('an error on the current step focuses its field without moving', () => {
    render(<Harness />);
    act(() => wizard.showErrors({ capacityBottles: 'Bottles must be a whole number from 1 to 1,000,000' }));
    expect(wizard.step).toBe(0);
    expect(screen.getByLabelText('capacityBottles')).toHaveFocus();
  });

  it('a kept draft resumes on its step with every step reachable, and focus left alone', () => {
    render(<Harness />);
    act(() => wizard.resumeAt(1));
    expect(wizard.step).toBe(1);
    expect(wizard.reached).toBe(QUOTE_STEPS.length - 1);
    expect(document.activeElement).toBe(document.body);
  });
});
