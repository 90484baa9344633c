/**
 * The one schema of an /ai-design brief (zod/mini): the ai-tools function
 * validates its input with it, and the page's form with it (its text fields
 * read as numbers first). The brief's own checks (`briefProblems`: sizes,
 * the door on its wall, the collection) run inside it, each on its field,
 * so the form and the function refuse the same briefs with the same words.
 */
import * as z from 'zod/mini';
import { REGIONS } from '../estimator/options.ts';
import { BUDGETS, DESIGN_STYLES, GROWTH, briefProblems, type DesignBrief } from './brief.ts';

const number = (label: string) => z.number({ error: `${label} must be a number` }).check(z.gte(-1000, { error: `${label} is out of range` }), z.lte(1_000_000, { error: `${label} is out of range` }));
const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) => z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const briefSchema = z
  .object({
    shape: oneOf('Room shape', ['rectangle', 'l-shape']),
    width: number('Width'),
    depth: number('Depth'),
    height: number('Ceiling height'),
    cutWidth: number('Cut-away width'),
    cutDepth: number('Cut-away depth'),
    doorWall: z.number({ error: 'Choose the door’s wall' }).check(z.int({ error: 'Choose the door’s wall' }), z.gte(0), z.lte(5)),
    doorOffset: number('The door’s position'),
    doorWidth: number('The door’s width'),
    style: oneOf('Style', DESIGN_STYLES),
    bottles: number('The collection'),
    growth: oneOf('Growth', GROWTH),
    budget: oneOf('Budget', BUDGETS),
    region: oneOf('Region', REGIONS),
  })
  .check(
    z.superRefine((brief, context) => {
      for (const problem of briefProblems(brief as DesignBrief)) {
        context.issues.push({ code: 'custom', message: problem.message, path: [problem.field], input: brief[problem.field] });
      }
    }),
  );
