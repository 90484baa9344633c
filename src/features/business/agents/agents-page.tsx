import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

/** What the agents do and what they never do alone, for anyone who opens the page. */
const DOES = [
  ['New-lead triage', 'each new lead read and scored, its first reply drafted from our guides and estimator, an assignee suggested and its email sequence proposed'],
  ['Stale-lead follow-up', 'a follow-up drafted for each open lead that has gone quiet for a week, once per quiet spell'],
  ['Maintenance reminders', 'service reminders mailed on their day to the customers who asked for them'],
  ['A person in the loop', 'every email to a client, assignment and sequence start waits for an admin to approve, edit or reject it'],
  ['A log of every run', 'each step of each run, with what it did to which lead and why'],
  ['Your data', 'the routines run on this site’s own backend; no AI model is used and no client data leaves it'],
] as const;

export default gatedToolPage('autonomous-agents', <ToolExplainer id="agents-does-title" title="What the agents do" items={DOES} />, roleGated('admin', () => import('./components/agents-body.tsx')));
