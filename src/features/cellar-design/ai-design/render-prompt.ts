/** A concept in words for an image model: the room, the style and what stands where, nothing the plan does not have. */
import { STYLE_OPTIONS, type DesignBrief } from '@domain/designer/brief.ts';
import { racksText, type Concept } from '@domain/designer/layout.ts';
import { feet } from '@domain/designer/plan.ts';

export function renderPrompt(concept: Concept, brief: Pick<DesignBrief, 'style'>): string {
  const { room } = concept.plan;
  const style = STYLE_OPTIONS[brief.style];
  const shape = room.shape === 'l-shape' ? 'L-shaped ' : '';
  return [
    `${style.label} ${shape}walk-in wine cellar, ${feet(room.width)} by ${feet(room.depth)} with a ${feet(room.height)} ceiling, seen from the door`,
    `${style.says}`,
    `floor-to-ceiling racking along the walls: ${racksText(concept.runs)}`,
    concept.hasTable ? 'a tasting table in the middle of the floor' : 'an open floor',
  ].join('; ');
}
