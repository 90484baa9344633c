import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

/** What the generator makes and where its words come from, for anyone who opens the page (the generator loads with the role). */
const MAKES = [
  ['Article outlines', 'sections of cited statements from our guides, our estimator’s figures when the topic has numbers, a meta description and the parts left to write'],
  ['FAQ answers', 'the topic asked as a question and answered in a few cited sentences, with a link to read more'],
  ['Social posts', 'for LinkedIn, Instagram or X, within each network’s length, with the link and tags'],
  ['Sources', 'every statement numbered to the page and section it came from, listed at the end'],
  ['With an AI model', 'the prose written from the outline only; a figure no source states and a citation to no source are flagged'],
  ['Your data', 'the outline is built in your browser; the prose sends the topic and our public passages to the configured model, never client data'],
] as const;

export default gatedToolPage('content-generator', <ToolExplainer id="makes-title" title="What it drafts" items={MAKES} />, roleGated('admin', () => import('./components/content-generator-body.tsx')));
