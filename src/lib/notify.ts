/**
 * The one way the app raises a toast (sonner). Toasts only ever follow a
 * user action, so sonner is not in the first bundle: the first toast asks
 * <ToasterHost> to mount it, waits until it is listening, then shows.
 * `error` is the spec's "destructive" variant.
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

async function show(kind: Kind, title: string, description?: string): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([loadSonner(), mounted]);
  const options = description ? { description } : undefined;
  if (kind === 'success') toast.success(title, options);
  else if (kind === 'error') toast.error(title, options);
  else toast(title, options);
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
