import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { ToasterHost } from './toaster-host.tsx';

function Page({ open }: { open: boolean }) {
  return (
    <>
      <main>The page</main>
      <ModalDialog open={open} onClose={() => {}} aria-label="The chat">
        <p>Inside the dialog</p>
      </ModalDialog>
      <ToasterHost />
    </>
  );
}

// jsdom has no showModal(): open the element as a modal would be, as far as these tests look.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('toasts and modal dialogs', () => {
  // A modal <dialog> is in the top layer: a toast in the page behind it would be drawn under it, unseen.
  it('a toast raised while a modal dialog is open shows inside that dialog', async () => {
    render(<Page open />);
    void notify.error('Transcription failed', 'Voice input is not set up.');
    const toast = await screen.findByText('Transcription failed', {}, { timeout: 4000 });
    expect(toast.closest('dialog')).toBe(screen.getByRole('dialog', { name: 'The chat' }));
  });

  it('with no dialog open, toasts show in the page as before', async () => {
    render(<Page open={false} />);
    void notify.success('Saved to My Calculations');
    const toast = await screen.findByText('Saved to My Calculations', {}, { timeout: 4000 });
    expect(toast.closest('dialog')).toBeNull();
  });
});
