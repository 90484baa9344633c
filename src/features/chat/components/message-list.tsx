import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Wine } from 'lucide-react';
import { useSpareTime } from '@/lib/spare-time.ts';
import { CHAT_TEXT, SUGGESTED_QUESTIONS } from '../chat-messages.ts';
import type { ChatMessage } from '../use-chat.ts';
import { loadMarkdown, MessageBubble } from './message-bubble.tsx';

interface MessageListProps {
  messages: ChatMessage[];
  onSuggestion: (question: string) => void;
  onInternalLink: (path: string) => void;
  disabled: boolean;
}

const FOLLOW_THRESHOLD_PX = 48;
/** Room left above a reply pinned to the top of the log. */
const REPLY_MARGIN_PX = 16;

/**
 * Where the log scrolls as a reply grows: to the end while the reply fits,
 * then no further than the reply's first line, so a long answer is read from
 * its start (on a phone, the end is its sources), never from its footnotes.
 */
export function followScrollTop(scrollHeight: number, clientHeight: number, replyTop: number | null): number {
  const end = Math.max(0, scrollHeight - clientHeight);
  return replyTop === null ? end : Math.max(0, Math.min(end, replyTop - REPLY_MARGIN_PX));
}

/**
 * The conversation log. It follows a new reply only while the reader has not
 * scrolled away, so scrolling up to re-read is never yanked away, and only
 * as far as the reply's start. Sending a message follows again. Finished
 * replies are announced through a separate polite live region, not token by
 * token.
 */
export function MessageList({ messages, onSuggestion, onInternalLink, disabled }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const announcer = useRef<HTMLDivElement>(null);
  const announced = useRef<string | null>(null);

  const last = messages.at(-1);
  const lastText = last ? `${last.id}:${last.content.length}` : '';

  const count = useRef(messages.length);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // A message sent (or the conversation restored) follows again, wherever the reader was.
    if (messages.length !== count.current) atBottom.current = true;
    count.current = messages.length;
    if (!atBottom.current) return;
    const reply = last?.role === 'assistant' ? element.querySelector<HTMLElement>('ol > li[data-role]:last-child') : null;
    const replyTop = reply ? reply.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop : null;
    element.scrollTop = followScrollTop(element.scrollHeight, element.clientHeight, replyTop);
  }, [lastText, messages.length, last?.role]);

  useEffect(() => {
    if (!last || last.role !== 'assistant' || last.streaming || announced.current === last.id || !announcer.current) return;
    announced.current = last.id;
    announcer.current.textContent = `The expert replied: ${last.content.replace(/[#*_`>|]/g, '').slice(0, 1200)}`;
  }, [last]);

  // The replies' renderer follows the page in spare time (a reply that comes first loads it: message-bubble.tsx).
  useSpareTime(() => void loadMarkdown().catch(() => undefined));

  const onScroll = () => {
    const element = scroller.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD_PX;
  };

  // Internal links in replies navigate inside the app (and close the overlay).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.hasAttribute('download') || /\.(pdf|xml)$/i.test(href.split('#')[0] ?? '')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onInternalLink(href);
  };

  return (
    <div ref={scroller} onScroll={onScroll} onClick={onClick} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-6 sm:px-8">
      {messages.length === 0 ? (
        <div className="mx-auto flex max-w-xl flex-col items-center py-10 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-gold-400/15 text-gold-300">
            <Wine className="size-8" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-2xl text-cream-50">{CHAT_TEXT.emptyTitle}</h3>
          <p className="mt-2 text-mist-300">{CHAT_TEXT.emptyText}</p>
          <ul className="mt-8 grid w-full gap-2 sm:grid-cols-2" aria-label="Suggested questions">
            {SUGGESTED_QUESTIONS.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onSuggestion(question)}
                  className="h-full w-full rounded-lg border border-cellar-600 px-4 py-3 text-left text-sm text-cream-100 hover:border-gold-400/60 hover:bg-cellar-800"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div role="log" aria-live="off" aria-label="Conversation">
          <ol className="mx-auto grid max-w-3xl gap-6">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        </div>
      )}
      <div ref={announcer} className="sr-only" aria-live="polite" aria-atomic="true" />
    </div>
  );
}
