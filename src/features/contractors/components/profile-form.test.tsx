import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileInput } from '@domain/contractors/schema.ts';
import { ProfileForm, type ProfileFields } from './profile-form.tsx';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

const FIRM: ProfileFields = {
  company: 'Napa Cellar Co',
  services: ['custom-construction'],
  service_areas: ['Napa Valley', 'Sonoma'],
  years_in_business: 12,
  projects_completed: null,
  bio: 'We build cellars.',
  contact_email: null,
  contact_phone: null,
  website: null,
} as ProfileFields;

function renderForm() {
  const saved: ProfileInput[] = [];
  render(<ProfileForm idPrefix="firm" initial={FIRM} save={async (input) => void saved.push(input)} />);
  return saved;
}

describe('ProfileForm', () => {
  it('starts from the firm, and saves the services ticked with the fields as typed', async () => {
    const saved = renderForm();
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveValue('Napa Cellar Co');
    expect(screen.getByLabelText(/Service areas/)).toHaveValue('Napa Valley, Sonoma');
    expect(screen.getByLabelText(/Years in business/)).toHaveValue('12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Climate control' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ company: 'Napa Cellar Co', services: ['custom-construction', 'climate-control'], serviceAreas: 'Napa Valley, Sonoma', yearsInBusiness: '12' });
    expect(notify.success).toHaveBeenCalledWith('Profile saved');
  });

  it('refuses a profile without a service: the error under the group, the focus on its first box, the toast, nothing saved', async () => {
    const saved = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Custom construction' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Choose at least one service')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Custom construction' })).toHaveFocus();
    expect(notify.error).toHaveBeenCalledWith('Please fix the errors below');
    expect(saved).toEqual([]);
  });
});
