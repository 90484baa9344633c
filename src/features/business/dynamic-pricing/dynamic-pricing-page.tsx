import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

/** How the guidance is made, for anyone who opens the page (the tool itself loads only for an admin). */
const HOW = [
  ['Capacity', 'projects booked this quarter against the projects we take on: a full quarter raises the price of the work, an empty one lowers it'],
  ['Demand', 'leads a week over the last four weeks against the eight before'],
  ['Material costs', 'a dated cost index the business keeps, against the index when the estimator’s prices were set'],
  ['Margins', 'a target margin for each cost line against the margin the prices carry now'],
  ['What-if', 'sliders for capacity, bookings, demand, the index and the margins, with the reasons for every figure'],
  ['Your data', 'read from the business’s own backend and worked out in your browser; no AI model, nothing sent anywhere else'],
] as const;

export default gatedToolPage('dynamic-pricing', <ToolExplainer id="how-title" title="How the guidance is made" items={HOW} />, roleGated('admin', () => import('./components/pricing-body.tsx')));
