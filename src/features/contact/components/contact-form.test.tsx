/**
 * The landing page's contact form, rendered alone: the rules of each field
 * and where their messages show, and the files it refuses. Sending (stored
 * once, with a file; a failure keeps the draft) is the browser suite's
 * (tests/e2e/landing.spec.ts), against the real backend.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const submitInquiry = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/inquiries.ts', () => ({ submitInquiry }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

const { default: ContactForm } = await import('./contact-form.tsx');
// The form loads its schema on the first submit; loaded here, that import resolves at once.
await Promise.all([import('@domain/inquiry/schema.ts'), import('@/components/tool-shell/form-validation.ts')]);

const errorOf = (container: HTMLElement, id: string) => container.querySelector(`#${id}-error`)?.textContent ?? null;

beforeEach(() => {
  submitInquiry.mockReset();
  for (const fn of Object.values(notify)) fn.mockReset();
});

// A whole form, a render per keystroke: more than Vitest's default 5 s on a busy machine.
describe('contact form', { timeout: 20_000 }, () => {
  it('has the fields, types, options and required marks of the spec', () => {
    const { container } = render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('type', 'tel');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) {
      expect([...container.querySelectorAll('label')].find((element) => element.textContent?.includes(label))?.textContent, label).toContain('*');
    }
    const values = (label: RegExp) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
    expect(values(/Project Type/)).toEqual(['residential', 'commercial', 'renovation', 'consultation']);
    expect(values(/Budget/)).toEqual(['under-25k', '25k-50k', '50k-100k', '100k-200k', 'over-200k']);
    expect(values(/Timeline/)).toEqual(['asap', '1-3months', '3-6months', '6-12months', 'planning']);
    expect(screen.getByText(/max 5MB per file/)).toBeInTheDocument();
    const files = container.querySelector('input[type="file"]');
    expect(files).toHaveAttribute('multiple');
    expect(files).toHaveAttribute('accept', 'image/*,.pdf,.dwg');
  });

  it('shows each error under its field with the destructive toast, and editing a field clears its error', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    await waitFor(() => expect(errorOf(container, 'contact-first-name')).toBe('Required'));
    expect(errorOf(container, 'contact-message')).toBe('Required');
    expect(notify.error).toHaveBeenCalledWith('Please fix the errors below', 'Check the form for validation errors.');
    await user.type(screen.getByLabelText(/First Name/), 'A');
    expect(errorOf(container, 'contact-first-name')).toBeNull();

    // Pasted, not typed key by key: the rules read the values, not the keystrokes.
    const fill = async (field: HTMLElement, value: string) => {
      await user.clear(field);
      await user.click(field);
      await user.paste(value);
    };
    await fill(screen.getByLabelText(/First Name/), 'R2-D2');
    await fill(screen.getByLabelText(/Last Name/), 'Duarte-Silva');
    await fill(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await fill(screen.getByLabelText(/Phone/), 'call me maybe');
    await user.selectOptions(screen.getByLabelText(/Project Type/), 'residential');
    await fill(screen.getByLabelText(/Project Details/), 'A 1,200-bottle cellar under the stairs.');
    await user.click(screen.getByRole('button', { name: 'Get My Free Quote' }));
    await waitFor(() => expect(errorOf(container, 'contact-first-name')).toBe('Name contains invalid characters'));
    expect(errorOf(container, 'contact-email')).toBe('Invalid email address');
    expect(errorOf(container, 'contact-phone')).toBe('Invalid phone number format');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    await fill(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    expect(errorOf(container, 'contact-email')).toBeNull();
    expect(submitInquiry).not.toHaveBeenCalled();
  });

  it('refuses a file of a type it does not take, naming it, and attaches nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<ContactForm />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, [new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }), new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })]);
    expect(notify.error).toHaveBeenCalledWith('File upload error', expect.stringContaining('File 2: File type not allowed'));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });
});
