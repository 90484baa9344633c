/** A saved assessment from the signed-in visitor's My Calculations, found by the report id in its link. */
import { fromSaved } from '../draft.ts';

export async function loadSavedReport(reportId: string) {
  const { listSavedCalculations } = await import('@/lib/saved-calculations.ts');
  const rows = await listSavedCalculations();
  const row = rows.find((item) => item.kind === 'condition-assessment' && (item.inputs as { reportId?: unknown }).reportId === reportId);
  return row ? { title: row.title, savedAt: row.created_at, assessment: fromSaved(row.inputs) } : null;
}

/**
 * The assessment a signed-out visitor pressed Save on, kept in this browser
 * until they sign in: its link names it, but only this browser holds it.
 */
export async function pendingReport(reportId: string) {
  const { peekPendingSave } = await import('@/lib/saved-calculations.ts');
  const pending = peekPendingSave('condition-assessment');
  return pending && (pending.inputs as { reportId?: unknown }).reportId === reportId ? fromSaved(pending.inputs) : null;
}
