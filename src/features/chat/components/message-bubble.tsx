import { memo, useEffect, useMemo, useState } from 'react';
import { Bot, UserRound } from 'lucide-react';
import { useInnerHtml } from '@/lib/inner-html.ts';
import type { ChatMessage } from '../use-chat.ts';

type Markdown = typeof import('@/lib/markdown.ts');
let markdown: Markdown | null = null;
let loading: Promise<Markdown> | null = null;

/**
 * The Markdown renderer (marked and DOMPurify, about 27 kB gzip) is not part
 * of a page that opens on an empty conversation: the log starts loading it
 * once the page is interactive, and a reply that comes before it is shown as
 * plain text until it is in. A failed load is tried again at the next reply.
 */
export function loadMarkdown(): Promise<Markdown> {
  loading ??= import('@/lib/markdown.ts').then(
    (module) => (markdown = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function useMarkdown(needed: boolean): Markdown | null {
  const [loaded, setLoaded] = useState(markdown);
  useEffect(() => {
    if (loaded || !needed) return;
    let live = true;
    loadMarkdown().then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded, needed]);
  return loaded;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function TypingIndicator() {
  return (
    <span className="flex items-center gap-1 py-1" role="status" aria-label="The expert is typing">
      {[0, 1, 2].map((dot) => (
        <span key={dot} className="size-2 animate-bounce rounded-full bg-gold-300" style={{ animationDelay: `${dot * 150}ms` }} aria-hidden="true" />
      ))}
    </span>
  );
}

/** One message. Assistant replies are sanitized Markdown; user text stays plain text. */
export const MessageBubble = memo(function MessageBubble({ message }: { message: ChatMessage }) {
  const isUser = message.role === 'user';
  const renderer = useMarkdown(!isUser);
  const html = useInnerHtml(useMemo(() => (isUser || !renderer ? '' : renderer.renderMarkdown(message.content)), [isUser, renderer, message.content]));
  return (
    <li className={`flex gap-3 ${isUser ? 'flex-row-reverse' : ''}`} data-role={message.role}>
      <span
        className={`mt-1 flex size-8 shrink-0 items-center justify-center rounded-full ${isUser ? 'bg-wine-700 text-cream-50' : 'bg-gold-400 text-cellar-900'}`}
        aria-hidden="true"
      >
        {isUser ? <UserRound className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div className={`max-w-[85%] min-w-0 sm:max-w-[75%] ${isUser ? 'items-end text-right' : ''} flex flex-col`}>
        <span className="sr-only">{isUser ? 'You said:' : 'The expert said:'}</span>
        <div
          className={`rounded-2xl px-4 py-3 text-left leading-relaxed ${
            isUser ? 'rounded-tr-sm bg-wine-700 whitespace-pre-wrap text-cream-50' : 'chat-markdown rounded-tl-sm bg-cellar-800 text-cream-100'
          }`}
        >
          {isUser ? (
            message.content
          ) : message.streaming && message.content === '' ? (
            <TypingIndicator />
          ) : renderer ? (
            <div dangerouslySetInnerHTML={html} />
          ) : (
            <div className="whitespace-pre-wrap">{message.content}</div>
          )}
        </div>
        {message.sources && message.sources.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Sources">
            {message.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} className="inline-block rounded-full border border-gold-400/40 px-3 py-1 text-xs text-gold-100 hover:bg-gold-400/10">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <span className="mt-1 text-xs text-mist-500">
          {message.stopped ? 'Stopped · ' : ''}
          {message.by ? <span data-testid="answered-by">{message.by} · </span> : null}
          <time dateTime={message.timestamp.toISOString()}>{timeFormat.format(message.timestamp)}</time>
        </span>
      </div>
    </li>
  );
});
