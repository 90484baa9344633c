/**
 * Form drafts kept in local storage so a failed submit loses nothing. Only
 * field values are kept (never files). A draft that no longer fits the
 * form's shape is dropped rather than half-restored.
 */
import type { z } from 'zod';

export function loadDraft<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    localStorage.removeItem(key);
  } catch {
    // Unavailable storage or corrupt JSON: behave as if there were no draft.
  }
  return null;
}

/** Whether a draft is kept under this key, without reading it (so a page can load its checks only when one is). */
export function hasDraft(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function saveDraft(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
