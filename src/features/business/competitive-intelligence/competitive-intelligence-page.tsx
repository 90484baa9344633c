import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

const HOW = [
  ['Prices and offers', 'each competitor’s price for a cellar, what it includes and the date it was quoted or seen'],
  ['From their quotes', 'a competitor’s PDF, Word file or photo read in the browser by our document analyzer; the file is not uploaded'],
  ['Against our estimator', 'our range for the same number of bottles, by the estimator’s size classes: under 500, 500–2,500 and 2,500+ bottles'],
  ['Charts and dates', 'price a bottle by cellar size, our range as a band, and every data point with its date'],
  ['Your data', 'kept in the business’s own backend for admins only; no AI model, nothing sent anywhere else'],
] as const;

export default gatedToolPage('competitive-intelligence', <ToolExplainer id="how-title" title="What the comparison holds" items={HOW} />, roleGated('admin', () => import('./components/competitive-body.tsx')));
