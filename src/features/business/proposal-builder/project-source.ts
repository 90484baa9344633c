/**
 * The project a proposal prices, read from what the lead brought: a cost
 * estimate or a cellar design (saved on the lead's account, or attached to
 * its quote request), as the estimator's validated inputs. A source that
 * cannot be read says so instead of pricing a guess.
 */
import { decodePlan } from '@domain/designer/codec.ts';
import { estimatePlan } from '@domain/designer/estimate.ts';
import { costInputSchema, decodeCostParams, type CostValues } from '@domain/estimator/schemas.ts';

export type SourceKind = 'cost' | 'cellar-design';

export interface ProjectSource {
  id: string;
  kind: SourceKind;
  title: string;
  /** Where it came from, for the admin and the stored version. */
  origin: 'saved' | 'attached';
  inputs: Record<string, unknown>;
}

export type ReadProject = { ok: true; inputs: CostValues } | { ok: false; message: string };

const asParams = (inputs: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(inputs).flatMap(([key, value]) => (typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [])));

export function readProject(source: Pick<ProjectSource, 'kind' | 'inputs'>): ReadProject {
  if (source.kind === 'cost') {
    // A saved estimate keeps the estimator's own inputs; a quote's attachment keeps the calculator link's short keys.
    if ('sizeBy' in source.inputs || 'bottles' in source.inputs) {
      const parsed = costInputSchema.safeParse(source.inputs);
      return parsed.success ? { ok: true, inputs: parsed.data } : { ok: false, message: 'This saved estimate’s inputs could not be read; enter the project instead.' };
    }
    return { ok: true, inputs: decodeCostParams(asParams(source.inputs)) };
  }
  const decoded = decodePlan(asParams(source.inputs));
  if (!decoded.ok) return { ok: false, message: decoded.message };
  const cost = estimatePlan(decoded.plan).inputs.cost;
  return cost ? { ok: true, inputs: cost } : { ok: false, message: 'This design has no racking yet, so there is nothing to price; enter the project instead.' };
}

/** A quote request's attached calculation, when it is one a proposal can be built from. */
export function attachedSource(leadId: string, calculation: unknown): ProjectSource | null {
  if (!calculation || typeof calculation !== 'object') return null;
  const { kind, title, inputs } = calculation as { kind?: unknown; title?: unknown; inputs?: unknown };
  if ((kind !== 'cost' && kind !== 'cellar-design') || !inputs || typeof inputs !== 'object') return null;
  return { id: `attached-${leadId}`, kind, title: typeof title === 'string' ? title : 'Attached to the quote request', origin: 'attached', inputs: inputs as Record<string, unknown> };
}
