import { MODULE_SPECS, doorSwing, footprint, openingSegment, outline, type ModuleKind, type Plan } from '@domain/designer/plan.ts';
import { PIECE_FILL } from '../../designer/index.ts';

/** Pixels per foot; the SVG scales to its box. */
const SCALE = 20;
const MARGIN = 12;
const INK = '#2b1d18';

const LEGEND: ModuleKind[] = ['individual', 'display', 'diamond-bins', 'case-storage', 'tasting-table', 'cooling-unit'];

/**
 * A concept's plan, small and read-only, in the designer's colours: the
 * room, the door and its swing, and each piece. The designer's own canvas
 * is an editor (every piece a focusable, draggable button), so it is not
 * reused here; the colours are.
 */
export function ConceptDrawing({ plan, label }: { plan: Plan; label: string }) {
  const { room } = plan;
  const width = room.width * SCALE;
  const height = room.depth * SCALE;
  const points = outline(room)
    .map((point) => `${point.x * SCALE},${point.y * SCALE}`)
    .join(' ');
  const door = openingSegment(room, plan.door);
  const swing = doorSwing(room, plan.door);
  const kinds = LEGEND.filter((kind) => plan.modules.some((module) => module.kind === kind));
  return (
    <figure className="grid gap-2">
      <svg role="img" aria-label={label} viewBox={`${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${height + 2 * MARGIN}`} className="h-auto max-h-64 w-full" data-testid="concept-drawing">
        <polygon points={points} fill="#faf6ef" stroke={INK} strokeWidth={4} />
        {swing ? <rect x={swing.x * SCALE} y={swing.y * SCALE} width={swing.w * SCALE} height={swing.h * SCALE} fill="#7a4b2a" opacity={0.1} stroke="#7a4b2a" strokeDasharray="3 3" /> : null}
        {door ? <line x1={door.a.x * SCALE} y1={door.a.y * SCALE} x2={door.b.x * SCALE} y2={door.b.y * SCALE} stroke="#b07a45" strokeWidth={5} /> : null}
        {plan.modules.map((module) => {
          const rect = footprint(module);
          return <rect key={module.id} x={rect.x * SCALE} y={rect.y * SCALE} width={rect.w * SCALE} height={rect.h * SCALE} rx={2} fill={PIECE_FILL[module.kind]} stroke={INK} strokeWidth={1} data-kind={module.kind} />;
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-700" aria-hidden="true">
        {kinds.map((kind) => (
          <span key={kind} className="inline-flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm border border-ink-600/40" style={{ background: PIECE_FILL[kind] }} />
            {MODULE_SPECS[kind].label}
          </span>
        ))}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-1 w-3 bg-[#b07a45]" />
          Door
        </span>
      </figcaption>
    </figure>
  );
}
