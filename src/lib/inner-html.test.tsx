import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInnerHtml } from './inner-html.ts';

function Body({ html, label }: { html: string; label: string }) {
  return (
    <div aria-label={label} data-testid="body" dangerouslySetInnerHTML={useInnerHtml(html)} />
  );
}

describe('useInnerHtml', () => {
  it('keeps the rendered content when the page re-renders with the same HTML', () => {
    const { getByTestId, rerender } = render(<Body html="<h2 id='a'>A</h2><p>Text</p>" label="one" />);
    const heading = getByTestId('body').querySelector('h2');
    rerender(<Body html="<h2 id='a'>A</h2><p>Text</p>" label="two" />);
    expect(getByTestId('body').getAttribute('aria-label')).toBe('two');
    expect(getByTestId('body').querySelector('h2'), 'the same element, not a rebuilt one').toBe(heading);
  });

  it('replaces the content when the HTML changes', () => {
    const { getByTestId, rerender } = render(<Body html="<p>Old</p>" label="one" />);
    rerender(<Body html="<p>New</p>" label="one" />);
    expect(getByTestId('body').innerHTML).toBe('<p>New</p>');
  });
});
