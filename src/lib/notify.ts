/**
 * The one way the app raises a toast (sonner). Toasts only ever follow a
 * user action, so sonner is not in the first bundle: the first toast asks
 * <ToasterHost> to mount it, waits until it is listening, then shows.
 * `error` is the spec's "destructive" variant.
 *
 * A modal <dialog> (the chat, a lead's panel) sits in the browser's top
 * layer, above anything the page can stack with z-index: a toast in the page
 * would be drawn under it and never seen. While one is open, toasts go to a
 * second toaster that the topmost dialog holds inside itself.
 */
type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info';

let sonner: Promise<Sonner> | undefined;
let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));
export const isToasterRequested = (): boolean => requested;
export const toasterMounted = (): void => markMounted();

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toaster inside the topmost open modal dialog (toaster.tsx). */
export const DIALOG_TOASTER_ID = 'in-dialog';

const openModals: number[] = [];
let nextModal = 1;
const modalListeners = new Set<() => void>();
let dialogToaster: { ready: Promise<void>; markReady: () => void } | null = null;

function newDialogToaster() {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  return { ready, markReady };
}

/** A modal dialog opened: it holds the toaster while it is the topmost. Returns what to call when it closes. */
export function modalOpened(): { id: number; closed: () => void } {
  const id = nextModal++;
  openModals.push(id);
  modalListeners.forEach((listener) => listener());
  return {
    id,
    closed: () => {
      const at = openModals.indexOf(id);
      if (at >= 0) openModals.splice(at, 1);
      modalListeners.forEach((listener) => listener());
    },
  };
}

export const topModal = (): number | null => openModals.at(-1) ?? null;

export function subscribeModals(listener: () => void): () => void {
  modalListeners.add(listener);
  return () => modalListeners.delete(listener);
}

/** The dialog's toaster is listening (or, with false, has gone with its dialog). */
export function dialogToasterMounted(mounted: boolean): void {
  if (mounted) (dialogToaster ??= newDialogToaster()).markReady();
  else dialogToaster = null;
}

async function show(kind: Kind, title: string, description?: string): Promise<void> {
  const inDialog = topModal() !== null;
  if (!requested && !inDialog) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([loadSonner(), inDialog ? (dialogToaster ??= newDialogToaster()).ready : mounted]);
  const options = description || inDialog ? { ...(description ? { description } : {}), ...(inDialog ? { toasterId: DIALOG_TOASTER_ID } : {}) } : undefined;
  if (kind === 'success') toast.success(title, options);
  else if (kind === 'error') toast.error(title, options);
  else toast(title, options);
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
