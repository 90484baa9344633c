import * as z from 'zod/mini';
import { costInputSchema, type CostInput, type CostValues } from '../estimator/schemas.ts';

/** A cost input through the estimator's own schema, as a calculator would give it. */
export const checkedCost = (input: CostInput): CostValues => z.parse(costInputSchema, input);
