import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

/** What a score is made of, for anyone who opens the page (the model itself loads with the tool). */
const READS = [
  ['Budget', 'the range the client gave, from under $25,000 to over $200,000'],
  ['Timeline', 'how soon they mean to build, from “as soon as possible” to “just planning”'],
  ['Project type', 'residential, commercial, renovation or a design consultation'],
  ['Completeness', 'budget, timeline, location, capacity and a described project: what the form leaves optional'],
  ['Engagement', 'a calculation attached, files sent, and calculations and designs saved under the same address'],
  ['Your outcomes', 'the weights are fitted on the leads you have won and lost, once there are enough'],
] as const;

export default gatedToolPage('lead-scoring', <ToolExplainer id="reads-title" title="What a score reads" items={READS} />, roleGated('admin', () => import('./components/lead-scoring-body.tsx')));
