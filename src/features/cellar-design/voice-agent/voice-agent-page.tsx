import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { afterHydration } from '@/components/ui/deferred.tsx';

/**
 * /voice-agent: a hands-free conversation with the expert that can take a
 * consultation request by voice (docs/ai-tools.md, "The voice agent"). The
 * agent's code (the conversation, its Markdown, the detector) loads once
 * the page is interactive; until then its prerendered HTML shows, with the
 * buttons that need it disabled.
 */
const AgentBody = afterHydration(
  () => import('./components/agent-body.tsx'),
  <p className="text-sm text-mist-300" role="status">
    Loading the agent…
  </p>,
);

export default toolPage('voice-agent', () => <AgentBody />);
