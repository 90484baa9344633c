import { Plus, Redo2, Undo2 } from 'lucide-react';
import { addModule } from '@domain/designer/operations.ts';
import { MODULE_KINDS, MODULE_SPECS } from '@domain/designer/plan.ts';
import type { Designer } from '../use-designer.ts';
import { PIECE_FILL } from '../piece-colours.ts';

/** Add a piece (placed at the first free spot against a wall), and undo or redo. */
export function Palette({ designer }: { designer: Designer }) {
  const { plan, apply, describe, select } = designer;
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Add pieces, undo and redo">
      {MODULE_KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          className="btn-outline min-h-10 px-3 py-1.5 text-sm"
          data-add={kind}
          onClick={() => {
            const result = addModule(plan, kind);
            if (apply(result, (next) => describe(next, next.modules.at(-1)?.id ?? '', 'added')) && result.ok) select(result.plan.modules.at(-1)?.id ?? null);
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          <span className="inline-block size-3 rounded-sm border border-cellar-900" style={{ background: PIECE_FILL[kind] }} aria-hidden="true" />
          {MODULE_SPECS[kind].label}
        </button>
      ))}
      <span className="mx-1 h-6 w-px bg-cellar-600" aria-hidden="true" />
      <button type="button" className="btn-ghost min-h-10 px-3 py-1.5 text-sm" onClick={designer.undo} disabled={!designer.canUndo} aria-keyshortcuts="Control+Z">
        <Undo2 className="size-4" aria-hidden="true" />
        Undo
      </button>
      <button type="button" className="btn-ghost min-h-10 px-3 py-1.5 text-sm" onClick={designer.redo} disabled={!designer.canRedo} aria-keyshortcuts="Control+Shift+Z">
        <Redo2 className="size-4" aria-hidden="true" />
        Redo
      </button>
    </div>
  );
}
