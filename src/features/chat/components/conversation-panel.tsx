import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ChatMessage } from '../use-chat.ts';
import { MessageList } from './message-list.tsx';

interface ConversationPanelProps {
  messages: ChatMessage[];
  disabled: boolean;
  /** A suggested question was picked. */
  onAsk: (question: string) => void;
  /** A note under the log (the voice agent says who answered what). */
  footer?: ReactNode;
  /** Placement in the page's grid. */
  className?: string;
}

/** The conversation card of a page-sized conversation (/voice-ai, /voice-agent): its heading and the log, links kept inside the site. */
export function ConversationPanel({ messages, disabled, onAsk, footer, className = '' }: ConversationPanelProps) {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="conversation-title" className={`card flex min-h-[28rem] flex-col overflow-hidden ${className}`}>
      <h2 id="conversation-title" className="border-b border-cellar-700 px-6 py-4 text-xl text-cream-50">
        Conversation
      </h2>
      <div className="flex max-h-[70vh] min-h-0 flex-1 flex-col">
        <MessageList messages={messages} disabled={disabled} onSuggestion={onAsk} onInternalLink={(path) => navigate(path)} />
      </div>
      {footer}
    </section>
  );
}
