import { RoiFields } from '../components/roi-parts.tsx';
import { calculatorPage } from '../components/calculator-shell.tsx';
import { roiSpec } from '../lib/roi-spec.ts';

export default calculatorPage('roi', {
  spec: roiSpec,
  peek: 'Payback',
  Form: RoiFields,
  figures: () => import('../figures/roi-figures.tsx'),
});
