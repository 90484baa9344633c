/** Every tool ai-tools serves, by the registry slug of its page (src/config/tools.ts). */
import type { ToolHandler } from '../tool.ts';
import { aiDesign } from './ai-design.ts';
import { conditionAssessment } from './condition-assessment.ts';
import { contentGenerator } from './content-generator.ts';
import { materialIdentifier } from './material-identifier.ts';
import { multilingual } from './multilingual.ts';
import { semanticSearch } from './semantic-search.ts';
import { visualDesigner } from './visual-designer.ts';

export const TOOL_HANDLERS = {
  'visual-designer': visualDesigner,
  'ai-design': aiDesign,
  'semantic-search': semanticSearch,
  'condition-assessment': conditionAssessment,
  'material-identifier': materialIdentifier,
  multilingual,
  'content-generator': contentGenerator,
} as const satisfies Record<string, ToolHandler>;

export type ToolName = keyof typeof TOOL_HANDLERS;
export const TOOL_NAMES = Object.keys(TOOL_HANDLERS) as [ToolName, ...ToolName[]];
