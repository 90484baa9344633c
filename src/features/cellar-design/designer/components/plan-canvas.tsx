import { memo, useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { moveModule, moveModuleBy, removeModule, rotateModule, snap } from '@domain/designer/operations.ts';
import {
  MODULE_SPECS,
  PLAN_LIMITS,
  describePosition,
  doorSwing,
  footprint,
  moduleName,
  openingSegment,
  outline,
  placementProblem,
  type Plan,
  type PlanModule,
} from '@domain/designer/plan.ts';
import { PIECE_FILL } from '../piece-colours.ts';
import type { Designer } from '../use-designer.ts';

/** Pixels per foot of the drawing (the SVG scales to its box; this sets line weights and text against the room). */
export const SCALE = 40;
const MARGIN = 24;

const INK = '#2b1d18';

interface DragState {
  id: string;
  x: number;
  y: number;
  blocked: boolean;
}

const Piece = memo(function Piece({
  plan,
  module,
  selected,
  blocked,
  onPointerDown,
  onKeyDown,
  onFocus,
}: {
  plan: Plan;
  module: PlanModule;
  selected: boolean;
  blocked: boolean;
  onPointerDown: (event: PointerEvent<SVGGElement>, module: PlanModule) => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>, module: PlanModule) => void;
  onFocus: (id: string) => void;
}) {
  const rect = footprint(module);
  const name = moduleName(plan, module);
  const w = rect.w * SCALE;
  const h = rect.h * SCALE;
  const label = MODULE_SPECS[module.kind].label.replace('Individual bottle rack', 'Rack').replace('Diamond bins', 'Bins');
  return (
    <g
      tabIndex={0}
      role="button"
      aria-label={`${name}, ${describePosition(module)}`}
      aria-describedby="designer-keys"
      aria-pressed={selected}
      data-piece={module.id}
      data-kind={module.kind}
      className="cursor-grab outline-none"
      transform={`translate(${rect.x * SCALE} ${rect.y * SCALE})`}
      onPointerDown={(event) => onPointerDown(event, module)}
      onKeyDown={(event) => onKeyDown(event, module)}
      onFocus={() => onFocus(module.id)}
    >
      <rect width={w} height={h} rx={3} fill={blocked ? '#f3c4c4' : PIECE_FILL[module.kind]} stroke={blocked ? '#a4161a' : INK} strokeWidth={1.5} />
      {module.kind === 'diamond-bins' ? <path d={`M0 0 L${w} ${h} M${w} 0 L0 ${h}`} stroke={INK} strokeWidth={0.75} opacity={0.5} /> : null}
      {w > 36 && h > 14 ? (
        <text
          x={w / 2}
          y={h / 2}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={11}
          fontFamily="Inter, Arial, sans-serif"
          fill={INK}
          transform={module.rotated && h > w ? `rotate(-90 ${w / 2} ${h / 2})` : undefined}
        >
          {label}
        </text>
      ) : null}
      {selected ? <rect data-ui="" x={-4} y={-4} width={w + 8} height={h + 8} rx={5} fill="none" stroke="#b8860b" strokeWidth={3} strokeDasharray="6 3" /> : null}
    </g>
  );
});

/** The plan drawn to scale: pieces move by mouse, touch or keyboard; every move is checked before it is kept. */
export function PlanCanvas({ designer, svgRef }: { designer: Designer; svgRef: React.RefObject<SVGSVGElement | null> }) {
  const { plan, selected, select, apply, describe, announce } = designer;
  const [drag, setDrag] = useState<DragState | null>(null);
  const grab = useRef<{ id: string; dx: number; dy: number; moved: boolean } | null>(null);
  const { room } = plan;
  const width = room.width * SCALE;
  const height = room.depth * SCALE;

  const toFeet = useCallback(
    (event: PointerEvent) => {
      const svg = svgRef.current;
      const matrix = svg?.getScreenCTM();
      if (!svg || !matrix) return null;
      const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
      return { x: point.x / SCALE, y: point.y / SCALE };
    },
    [svgRef],
  );

  const onPointerDown = useCallback(
    (event: PointerEvent<SVGGElement>, module: PlanModule) => {
      if (event.button !== 0) return;
      const at = toFeet(event);
      if (!at) return;
      event.preventDefault();
      (event.currentTarget as SVGGElement).focus();
      select(module.id);
      grab.current = { id: module.id, dx: at.x - module.x, dy: at.y - module.y, moved: false };
      svgRef.current?.setPointerCapture(event.pointerId);
    },
    [select, svgRef, toFeet],
  );

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const held = grab.current;
    if (!held) return;
    const at = toFeet(event);
    const module = plan.modules.find((candidate) => candidate.id === held.id);
    if (!at || !module) return;
    const size = footprint(module);
    const x = snap(at.x - held.dx, size.w, room.width);
    const y = snap(at.y - held.dy, size.h, room.depth);
    if (drag && drag.x === x && drag.y === y) return;
    held.moved = held.moved || x !== module.x || y !== module.y;
    const candidate = { ...module, x, y };
    const next = { ...plan, modules: plan.modules.map((other) => (other.id === module.id ? candidate : other)) };
    setDrag({ id: module.id, x, y, blocked: placementProblem(next, candidate) !== null });
  };

  const endDrag = () => {
    const held = grab.current;
    grab.current = null;
    if (held && drag && held.moved) apply(moveModule(plan, held.id, drag.x, drag.y), (next) => describe(next, held.id, 'moved'));
    setDrag(null);
  };

  const onKeyDown = useCallback(
    (event: KeyboardEvent<SVGGElement>, module: PlanModule) => {
      const step = event.shiftKey ? PLAN_LIMITS.bigStep : PLAN_LIMITS.snap;
      const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        apply(moveModuleBy(plan, module.id, move[0], move[1]), (next) => describe(next, module.id, 'moved'));
      } else if (event.key === 'r' || event.key === 'R') {
        if (event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        apply(rotateModule(plan, module.id), (next) => describe(next, module.id, 'rotated'));
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        const name = moduleName(plan, module);
        if (apply(removeModule(plan, module.id))) {
          select(null);
          announce(`${name} removed. Press Ctrl+Z to undo.`);
        }
      } else if (event.key === 'Escape') {
        select(null);
        (event.currentTarget as SVGGElement).blur();
      }
    },
    [plan, apply, describe, select, announce],
  );

  const shown = drag ? plan.modules.map((module) => (module.id === drag.id ? { ...module, x: drag.x, y: drag.y } : module)) : plan.modules;
  const points = outline(room)
    .map((point) => `${point.x * SCALE},${point.y * SCALE}`)
    .join(' ');
  const door = openingSegment(room, plan.door);
  const swing = doorSwing(room, plan.door);

  return (
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${height + 2 * MARGIN}`}
      width={width + 2 * MARGIN}
      height={height + 2 * MARGIN}
      role="group"
      aria-label={`Cellar plan, ${room.width} by ${room.depth} ft, ${plan.modules.length} pieces. Select a piece to move it.`}
      data-testid="plan-canvas"
      className="h-auto w-full touch-none select-none"
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={() => {
        grab.current = null;
        setDrag(null);
      }}
    >
      <rect x={-MARGIN} y={-MARGIN} width={width + 2 * MARGIN} height={height + 2 * MARGIN} fill="#faf6ef" />
      <defs>
        <pattern id="plan-grid" width={SCALE} height={SCALE} patternUnits="userSpaceOnUse">
          <path d={`M ${SCALE} 0 L 0 0 0 ${SCALE}`} fill="none" stroke="#e4d9c6" strokeWidth={1} />
        </pattern>
      </defs>
      <polygon points={points} fill="url(#plan-grid)" stroke={INK} strokeWidth={6} strokeLinejoin="miter" />
      {swing ? <rect x={swing.x * SCALE} y={swing.y * SCALE} width={swing.w * SCALE} height={swing.h * SCALE} fill="#7a4b2a" opacity={0.08} stroke="#7a4b2a" strokeDasharray="4 4" /> : null}
      {plan.glass.map((panel, index) => {
        const segment = openingSegment(room, panel);
        return segment ? (
          <line key={index} x1={segment.a.x * SCALE} y1={segment.a.y * SCALE} x2={segment.b.x * SCALE} y2={segment.b.y * SCALE} stroke="#6fb7dd" strokeWidth={7} data-glass={index} />
        ) : null;
      })}
      {door ? <line x1={door.a.x * SCALE} y1={door.a.y * SCALE} x2={door.b.x * SCALE} y2={door.b.y * SCALE} stroke="#b07a45" strokeWidth={7} data-door="" /> : null}
      {shown.map((module) => (
        <Piece
          key={module.id}
          plan={plan}
          module={module}
          selected={module.id === selected}
          blocked={drag?.id === module.id && drag.blocked}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          onFocus={select}
        />
      ))}
    </svg>
  );
}
