import { ConversationPanel } from '@/features/chat/public-conversation.ts';
import { ANSWERED_BY } from '../messages.ts';
import { RequestCard } from './request-card.tsx';
import { TalkPanel } from './talk-panel.tsx';
import { useVoiceAgent } from '../hooks/use-voice-agent.ts';

/**
 * The agent itself: the controls and the request beside the conversation.
 * It owns its layout (DESIGN: the voice agent is one of the tools that does),
 * inside the registry's frame. On a phone the conversation comes right
 * after the controls, so a reply is seen where the visitor typed or spoke;
 * the request follows it.
 */
export default function AgentBody() {
  const agent = useVoiceAgent();
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-6">
      <div className="lg:col-start-1 lg:row-start-1">
        <TalkPanel agent={agent} />
      </div>
      <ConversationPanel
        className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        messages={agent.messages}
        disabled={agent.phase !== 'idle'}
        onAsk={(question) => void agent.hear(question)}
        footer={
          <p className="border-t border-cellar-700 px-6 py-3 text-xs text-mist-400" data-testid="answer-sources">
            Who answered is under each reply: “{ANSWERED_BY.agent}” for the agent’s own questions and the request, “{ANSWERED_BY.builtIn}” for answers from our
            guides and calculators, “{ANSWERED_BY.model}” when the site’s configured model wrote it. The details of your request are never sent to the expert; when
            you speak them, they are written down by the transcription service like everything you say.
          </p>
        }
      />
      <div className="lg:col-start-1 lg:row-start-2">
        <RequestCard state={agent.consultation} onSend={() => void agent.sendRequest()} />
      </div>
    </div>
  );
}
