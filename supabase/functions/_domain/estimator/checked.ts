/**
 * The estimator for raw input: each function validates with its input schema
 * (filling defaults, throwing a ZodError on bad input) and then runs the
 * calculation, which itself takes validated values. For scripts, tests and any
 * caller that has not validated already; the calculator pages validate in
 * their forms and call the calculations directly, so zod loads only when a
 * visitor edits an input.
 */
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import * as capacity from './capacity.ts';
import * as cooling from './cooling.ts';
import * as cost from './cost.ts';
import * as roi from './roi.ts';
import {
  capacityInputSchema,
  coolingLoadInputSchema,
  coolingSimpleInputSchema,
  costInputSchema,
  roiInputSchema,
  suitabilityAnswersSchema,
  valuationInputSchema,
  type CapacityInput,
  type CoolingLoadInput,
  type CoolingSimpleInput,
  type CostInput,
  type RoiInput,
  type SuitabilityAnswers,
  type ValuationInput,
} from './schemas.ts';
import * as suitability from './suitability.ts';
import * as valuation from './valuation.ts';

export const estimateCost = (input: CostInput = {}, config: EstimatorConfig = estimatorConfig) => cost.estimateCost(costInputSchema.parse(input), config);

export const estimateCoolingLoad = (input: CoolingLoadInput = {}, config: EstimatorConfig = estimatorConfig) =>
  cooling.estimateCoolingLoad(coolingLoadInputSchema.parse(input), config);

export const estimateCoolingLoadSimple = (input: CoolingSimpleInput = {}, config: EstimatorConfig = estimatorConfig) =>
  cooling.estimateCoolingLoadSimple(coolingSimpleInputSchema.parse(input), config);

export const buildCoolingLoadInput = (input: CoolingSimpleInput = {}, config: EstimatorConfig = estimatorConfig) =>
  cooling.buildCoolingLoadInput(coolingSimpleInputSchema.parse(input), config);

export const estimateCapacity = (input: CapacityInput = {}, config: EstimatorConfig = estimatorConfig) =>
  capacity.estimateCapacity(capacityInputSchema.parse(input), config);

export const projectRoi = (input: RoiInput = {}, config: EstimatorConfig = estimatorConfig) => roi.projectRoi(roiInputSchema.parse(input), config);

export const assessCollection = (input: ValuationInput = {}, config: EstimatorConfig = estimatorConfig) =>
  valuation.assessCollection(valuationInputSchema.parse(input), config);

export const scoreSuitability = (answers: SuitabilityAnswers, config: EstimatorConfig = estimatorConfig) =>
  suitability.scoreSuitability(suitabilityAnswersSchema.parse(answers), config);
