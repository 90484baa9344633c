import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, FieldError } from './field.tsx';

describe('FieldError', () => {
  it('draws nothing without a message', () => {
    expect(render(<FieldError id="email-error" message={undefined} />).container).toBeEmptyDOMElement();
    expect(render(<FieldError message="" />).container).toBeEmptyDOMElement();
  });

  it('draws the message under its id, quietly unless it is an alert', () => {
    render(<FieldError id="email-error" message="Invalid email address" />);
    const line = screen.getByText('Invalid email address');
    expect(line).toHaveAttribute('id', 'email-error');
    expect(line).toHaveClass('field-error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is announced at once as an alert', () => {
    render(<FieldError alert message="The contract could not be saved." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The contract could not be saved.');
  });
});

describe('Field', () => {
  it('describes its control by the hint and the error, and marks it invalid', () => {
    render(
      <Field id="email" label="Email" hint="We reply within a day." error="Invalid email address" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We reply within a day. Invalid email address');
  });

  it('is valid and undescribed with neither', () => {
    render(<Field id="name" label="Name">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
