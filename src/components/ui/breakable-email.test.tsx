import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './breakable-email.tsx';

describe('BreakableEmail', () => {
  it('offers a line break after the @ and before each dot, and nowhere inside a word', () => {
    const { container } = render(<BreakableEmail email="margaux.dupont-collector@chateau-example.co.uk" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe('margaux.dupont-collector@chateau-example.co.uk');
    const marked = span.innerHTML.replaceAll('<wbr>', '|');
    expect(marked).toBe('margaux|.dupont-collector@|chateau-example|.co|.uk');
  });
});
