import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

/** What the analysis reads and finds, for anyone who opens the page (the model loads only when an admin runs it). */
const FINDS = [
  ['Sentiment', 'of every lead’s message and every note the team wrote, from very negative to very positive'],
  ['Unhappy leads', 'a negative message or note, or one angry sentence in a polite one, or a complaint’s words'],
  ['Urgent leads', 'a leak, mould, a unit that stopped working, or a plain ask for speed, with the words that made it urgent'],
  ['Topics', 'budget and price, timeline, delays, complaints, climate, racking, design, installation, maintenance'],
  ['Trends', 'how the mood of what arrives moves from week to week or month to month'],
  ['In the inbox', 'unhappy and urgent leads carry a badge, so they are answered first'],
] as const;

export default gatedToolPage('sentiment-analysis', <ToolExplainer id="finds-title" title="What the analysis finds" items={FINDS} />, roleGated('admin', () => import('./components/sentiment-body.tsx')));
