import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';

/** How the guidance is made, for anyone who opens the page (the tool itself loads only for an admin). */
const HOW = [
  ['Capacity', 'projects booked this quarter against the projects we take on: a full quarter raises the price of the work, an empty one lowers it'],
  ['Demand', 'leads a week over the last four weeks against the eight before'],
  ['Material costs', 'a dated cost index the business keeps, against the index when the estimator’s prices were set'],
  ['Margins', 'a target margin for each cost line against the margin the prices carry now'],
  ['What-if', 'sliders for capacity, bookings, demand, the index and the margins, with the reasons for every figure'],
  ['Your data', 'read from the business’s own backend and worked out in your browser; no AI model, nothing sent anywhere else'],
] as const;

const PricingTool = roleGated('admin', () => import('./components/pricing-body.tsx'));

function DynamicPricing() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <section aria-labelledby="how-title" className="card p-6 sm:p-8">
        <h2 id="how-title" className="font-sans text-lg font-semibold text-cream-50">
          How the guidance is made
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {HOW.map(([what, how]) => (
            <div key={what}>
              <dt className="font-medium text-cream-100">{what}</dt>
              <dd className="text-sm text-mist-300">{how}</dd>
            </div>
          ))}
        </dl>
      </section>
      <PricingTool />
    </div>
  );
}

export default toolPage('dynamic-pricing', DynamicPricing);
