import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { moveModule, removeModule, resizeModule, rotateModule } from '@domain/designer/operations.ts';
import { MODULE_SPECS, moduleName, type PlanModule } from '@domain/designer/plan.ts';
import type { Designer } from '../use-designer.ts';

type Field = 'x' | 'y' | 'length';
const FIELD_LABEL: Record<Field, string> = { x: 'From the west wall (ft)', y: 'From the north wall (ft)', length: 'Length (ft)' };

/** One number of a piece: edited in place, kept when the plan accepts it, put back with the reason when it does not. */
function PieceNumber({ designer, module, field, name }: { designer: Designer; module: PlanModule; field: Field; name: string }) {
  const { plan, apply, describe } = designer;
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const value = Number(text);
    setText(null);
    if (text.trim() === '' || !Number.isFinite(value) || value === module[field]) return;
    const result =
      field === 'length' ? resizeModule(plan, module.id, value) : moveModule(plan, module.id, field === 'x' ? value : module.x, field === 'y' ? value : module.y);
    apply(result, (next) => describe(next, module.id, field === 'length' ? 'resized' : 'moved'));
  };
  return (
    <input
      type="text"
      inputMode="decimal"
      aria-label={`${name}: ${FIELD_LABEL[field]}`}
      className="field-input w-20 min-h-9 px-2 py-1 text-sm tabular-nums"
      value={text ?? String(module[field])}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setText(null);
      }}
    />
  );
}

/** The same plan as a table: every piece, its place and size, editable without the drawing. */
export function PieceList({ designer }: { designer: Designer }) {
  const { plan, apply, describe, announce, select } = designer;
  return (
    <div className="scroll-x">
      <table className="w-full min-w-[36rem] text-left text-sm text-cream-100" data-testid="piece-list">
        <caption className="sr-only">Pieces in the plan: edit a number and press Enter to apply it.</caption>
        <thead className="text-xs tracking-wide text-mist-300 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">Piece</th>
            <th scope="col" className="py-2 pr-3 font-semibold">West (ft)</th>
            <th scope="col" className="py-2 pr-3 font-semibold">North (ft)</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Length (ft)</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Runs</th>
            <th scope="col" className="py-2 font-semibold"><span className="sr-only">Remove</span></th>
          </tr>
        </thead>
        <tbody>
          {plan.modules.map((module) => {
            const name = moduleName(plan, module);
            return (
              <tr key={module.id} className="border-t border-cellar-700" data-row={module.id}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {name}
                  <span className="sr-only">, {MODULE_SPECS[module.kind].depth} ft deep</span>
                </th>
                <td className="py-2 pr-3"><PieceNumber designer={designer} module={module} field="x" name={name} /></td>
                <td className="py-2 pr-3"><PieceNumber designer={designer} module={module} field="y" name={name} /></td>
                <td className="py-2 pr-3"><PieceNumber designer={designer} module={module} field="length" name={name} /></td>
                <td className="py-2 pr-3">
                  <button type="button" className="btn-ghost min-h-9 px-2 py-1 text-sm" onClick={() => apply(rotateModule(plan, module.id), (next) => describe(next, module.id, 'rotated'))}>
                    {module.rotated ? 'North–south' : 'East–west'}
                    <span className="sr-only">: rotate {name}</span>
                  </button>
                </td>
                <td className="py-2">
                  <button
                    type="button"
                    className="btn-ghost min-h-9 px-2 py-1"
                    aria-label={`Remove ${name}`}
                    onClick={() => {
                      if (apply(removeModule(plan, module.id))) {
                        select(null);
                        announce(`${name} removed. Press Ctrl+Z to undo.`);
                      }
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {plan.modules.length === 0 ? <p className="mt-3 text-sm text-mist-300">No pieces yet: add racking above.</p> : null}
    </div>
  );
}
