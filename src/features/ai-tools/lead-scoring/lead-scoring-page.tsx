import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';

/** What a score is made of, for anyone who opens the page (the model itself loads with the tool). */
const READS = [
  ['Budget', 'the range the client gave, from under $25,000 to over $200,000'],
  ['Timeline', 'how soon they mean to build, from “as soon as possible” to “just planning”'],
  ['Project type', 'residential, commercial, renovation or a design consultation'],
  ['Completeness', 'budget, timeline, location, capacity and a described project: what the form leaves optional'],
  ['Engagement', 'a calculation attached, files sent, and calculations and designs saved under the same address'],
  ['Your outcomes', 'the weights are fitted on the leads you have won and lost, once there are enough'],
] as const;

const LeadScoringTool = roleGated('admin', () => import('./components/lead-scoring-body.tsx'));

function LeadScoring() {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="reads-title" className="card p-6 sm:p-8">
        <h2 id="reads-title" className="font-sans text-lg font-semibold text-cream-50">
          What a score reads
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {READS.map(([what, how]) => (
            <div key={what}>
              <dt className="font-medium text-cream-100">{what}</dt>
              <dd className="text-sm text-mist-300">{how}</dd>
            </div>
          ))}
        </dl>
      </section>
      <LeadScoringTool />
    </div>
  );
}

export default toolPage('lead-scoring', LeadScoring);
