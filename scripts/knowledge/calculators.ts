/**
 * The calculators' assumptions, as their pages show them for the starting
 * example: each estimator run on its defaults, so the index says exactly
 * what the page says, and changes when the estimator's config does.
 */
import { estimateCapacity, estimateCoolingLoadSimple, estimateCost, formatNumber, projectRoi, ROI_DEFAULTS } from '../../supabase/functions/_domain/estimator/index.ts';
import { estimatorConfig } from '../../supabase/functions/_domain/estimator/config.ts';
import { collectSources } from '../../src/components/tool-shell/sources.ts';
import { TOOLS } from '../../src/config/tools.ts';
import type { CalculatorAssumptions } from './passages.ts';

const toolAt = (path: string) => {
  const tool = TOOLS.find((entry) => entry.path === path);
  if (!tool) throw new Error(`knowledge: no calculator at ${path}`);
  return { path, title: tool.title };
};

export function calculatorAssumptions(): CalculatorAssumptions[] {
  const cost = estimateCost({});
  const cooling = estimateCoolingLoadSimple({});
  const capacity = estimateCapacity({});
  const roi = projectRoi(ROI_DEFAULTS);
  return [
    {
      ...toolAt('/calculators/cost'),
      name: 'the cost calculator',
      example: `${formatNumber(cost.inputs.bottles)} bottles`,
      assumptions: cost.assumptions,
      sources: collectSources(estimatorConfig.cost, estimatorConfig.cooling, estimatorConfig.defaults.cost),
    },
    {
      ...toolAt('/calculators/climate'),
      name: 'the cooling load calculator',
      example: 'a room given by its size',
      assumptions: cooling.assumptions,
      sources: collectSources(estimatorConfig.cooling, estimatorConfig.conditions, estimatorConfig.defaults.cooling),
    },
    {
      ...toolAt('/calculators/capacity'),
      name: 'the capacity calculator',
      example: 'no walls measured yet',
      assumptions: capacity.assumptions,
      sources: collectSources(estimatorConfig.capacity, estimatorConfig.defaults.capacity),
    },
    {
      ...toolAt('/calculators/roi'),
      name: 'the ROI calculator',
      example: `a $${formatNumber(ROI_DEFAULTS.collectionValue)} collection of ${formatNumber(ROI_DEFAULTS.bottles)} bottles`,
      assumptions: roi.assumptions,
      sources: collectSources(estimatorConfig.roi, estimatorConfig.defaults.roi, { running: estimatorConfig.cost.runningCostPerYear }),
    },
  ];
}
