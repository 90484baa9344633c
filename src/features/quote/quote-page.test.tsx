/**
 * The quote request's steps, rendered in a router as the app does: what each
 * step asks, which fields are marked required, what it says when something
 * is missing or wrong, that it does not move on until the step is right, and
 * that Back keeps what was typed. Sending (one row for a double click, a
 * failure that keeps the draft, a calculation carried from a calculator) is
 * the browser suite's (tests/e2e/quote.spec.ts).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const submitInquiry = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/inquiries.ts', () => ({ submitInquiry }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

const { default: QuotePage } = await import('./quote-page.tsx');
// The page loads its schema on the first check; loaded here, that import resolves at once.
await Promise.all([import('./quote-schema.ts'), import('@/components/tool-shell/form-validation.ts')]);

/** Text as a visitor reads it: an element whose whole text matches, split across inline elements or not (the innermost one). */
function byText(pattern: string | RegExp) {
  const matches = (node: Element) => {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    return typeof pattern === 'string' ? text === pattern : pattern.test(text);
  };
  return (_content: string, element: Element | null) => element !== null && matches(element) && ![...element.children].some(matches);
}

function renderQuote() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/quote']}>
      <QuotePage />
    </MemoryRouter>,
  );
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  const fill = async (label: RegExp | string, value: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  };
  return { user, next, fill };
}

beforeEach(() => {
  submitInquiry.mockReset();
  for (const fn of Object.values(notify)) fn.mockReset();
});

// Each test walks the whole page through its steps, a render per keystroke and click: more than Vitest's default 5 s on a busy machine.
describe('quote request', { timeout: 20_000 }, () => {
  it('the offer and the promise; each step is checked before moving on, and Back keeps what was typed', async () => {
    const { user, next, fill } = renderQuote();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get FREE Quote (Worth $2,500)');
    expect(screen.getByText(byText('We respond within 24 hours.'))).toBeInTheDocument();
    expect(screen.getByText(byText('Step 1 of 4: Your project'))).toBeInTheDocument();

    await next();
    expect(await screen.findByText(byText('Choose the kind of project'))).toBeInTheDocument();
    expect(screen.getByText(byText('Tell us where the cellar will be'))).toBeInTheDocument();
    expect(screen.getByText(byText('Step 1 of 4: Your project'))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Residential Wine Cellar/ }));
    await fill(/^Bottles to store/, 'lots');
    await fill(/^Where is the cellar/, 'Napa, CA');
    await next();
    expect(await screen.findByText(byText('Bottles must be a whole number from 1 to 1,000,000'))).toBeInTheDocument();
    await fill(/^Bottles to store/, '');
    await next();
    expect(await screen.findByText(byText('Step 2 of 4: Budget and timing'))).toBeInTheDocument();

    await next();
    expect(await screen.findByText(byText('Choose a budget, or “Not sure yet”'))).toBeInTheDocument();
    expect(screen.getByText(byText('Choose a timeline'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Where is the cellar/)).toHaveValue('Napa, CA');
  });

  it('marks every required field, names what each missing one needs, and explains the timeline', async () => {
    const { user, next, fill } = renderQuote();
    expect(screen.getByText(byText(/^Fields marked \*.* are required\.$/))).toBeInTheDocument();
    expect(screen.getByText(byText('Where is the cellar?*'))).toBeInTheDocument();
    expect(screen.getByText(byText('What kind of project is it?*'))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Residential Wine Cellar/ }));
    await fill(/^Where is the cellar/, 'Sonoma, CA');
    await next();
    expect(await screen.findByText(byText(/construction takes 8-12 weeks, so the cellar is finished two to three months after building starts/))).toBeInTheDocument();
    expect(screen.getByText(byText('When would you like work to start?*'))).toBeInTheDocument();
    await user.click(screen.getByText(byText('$50,000 - $100,000')));
    await user.click(screen.getByText(byText('1-3 months')));
    await next();
    expect(await screen.findByText(byText('Project details*'))).toBeInTheDocument();
    await next();
    expect(await screen.findByText(byText('Tell us a little about the project'))).toBeInTheDocument();
    await fill(/^Project details/, 'A cool basement room, about 10 × 8 ft.');
    await next();
    await user.click(await screen.findByRole('button', { name: /Send my quote request/ }));
    await waitFor(() => expect(screen.getByText(byText('Enter your first name'))).toBeInTheDocument());
    for (const message of ['Enter your last name', 'Enter your email address', 'Enter a phone number we can call']) expect(screen.getByText(byText(message))).toBeInTheDocument();
    expect(screen.queryByText(byText('Required'))).toBeNull();
    expect(submitInquiry).not.toHaveBeenCalled();
  });
});
