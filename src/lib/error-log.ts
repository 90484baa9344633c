/**
 * docs/product-spec.md §8: unhandled errors and rejections are logged to the console, the
 * last 50 kept in memory and the last 10 persisted in local storage under
 * `errorLogs`, each with the spec's entry fields.
 */
export interface ErrorLogEntry {
  message: string;
  stack: string | undefined;
  timestamp: string;
  userAgent: string;
  url: string;
  componentStack: string | undefined;
}

export const ERROR_LOG_STORAGE_KEY = 'errorLogs';
export const MAX_IN_MEMORY = 50;
export const MAX_PERSISTED = 10;

const entries: ErrorLogEntry[] = [];

function describe(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  try {
    return { message: JSON.stringify(error), stack: undefined };
  } catch {
    return { message: String(error), stack: undefined };
  }
}

function persist(): void {
  try {
    localStorage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(entries.slice(-MAX_PERSISTED)));
  } catch {
    // Storage can be full or disabled (private mode); the in-memory log still holds the entry.
  }
}

export function logError(error: unknown, componentStack?: string | null): ErrorLogEntry {
  const { message, stack } = describe(error);
  const entry: ErrorLogEntry = {
    message,
    stack,
    timestamp: new Date().toISOString(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    url: typeof location === 'undefined' ? '' : location.href,
    componentStack: componentStack ?? undefined,
  };
  entries.push(entry);
  if (entries.length > MAX_IN_MEMORY) entries.splice(0, entries.length - MAX_IN_MEMORY);
  console.error('[error-log]', message, error);
  persist();
  return entry;
}

export function getErrorLog(): readonly ErrorLogEntry[] {
  return entries;
}

export function clearErrorLog(): void {
  entries.length = 0;
  try {
    localStorage.removeItem(ERROR_LOG_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

let installed = false;

/** Catches what no boundary handled. Idempotent so hot reloads don't double-log. */
export function installGlobalErrorHandlers(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (event) => logError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => logError(event.reason));
}
