import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ImagePlus, Trash2, Wine, X } from 'lucide-react';
import type { GeneratedVisual } from '@/lib/runware.ts';
import { CHAT_TEXT } from '../chat-messages.ts';
import { useChat } from '../use-chat.ts';
import { ModalDialog } from '@/components/ui/modal-dialog.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';
import { VisualsPanel } from './visuals-panel.tsx';

interface ChatOverlayProps {
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product-spec.md §2 chat overlay: a full-screen modal <dialog> (focus stays inside,
 * the page behind is inert, Escape closes; the opener gets focus back),
 * the conversation, and the optional 'Generate Visuals' panel.
 */
export default function ChatOverlay({ open, onClose }: ChatOverlayProps) {
  const [showVisuals, setShowVisuals] = useState(false);
  const { messages, isLoading, error, send, stop, clear } = useChat();
  const navigate = useNavigate();

  const sendVisual = useCallback(
    (visual: GeneratedVisual) => void send(`Generated visual: ${visual.prompt}\n\n![${visual.prompt}](${visual.url})`),
    [send],
  );

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby="chat-title"
      onKeyDown={(event) => {
        // The page behind is inert; also keep Tab from leaving for the browser's own UI.
        if (event.key !== 'Tab') return;
        const focusable = Array.from(
          event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'),
        ).filter((element) => element.offsetParent !== null);
        const first = focusable[0];
        const last = focusable.at(-1);
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-cellar-900 p-0 text-cream-100 backdrop:bg-black/70"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <header className="flex items-center justify-between gap-3 border-b border-cellar-700 px-4 py-3 sm:px-6">
            <h2 id="chat-title" className="flex items-center gap-2 text-xl text-cream-50">
              <Wine className="size-5 text-gold-400" aria-hidden="true" />
              {CHAT_TEXT.title}
            </h2>
            <div className="flex items-center gap-2">
              {messages.length > 0 ? (
                <button type="button" className="btn-ghost px-3 text-sm" onClick={clear}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">Clear chat</span>
                  <span className="sr-only sm:hidden">Clear chat</span>
                </button>
              ) : null}
              <button type="button" className="btn-outline px-3 text-sm" aria-pressed={showVisuals} onClick={() => setShowVisuals((value) => !value)}>
                <ImagePlus className="size-4" aria-hidden="true" />
                {showVisuals ? CHAT_TEXT.hideVisuals : CHAT_TEXT.showVisuals}
              </button>
              <button type="button" className="btn-ghost px-2.5" onClick={onClose} aria-label="Close chat">
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
          </header>
          <div className="flex min-h-0 flex-1 flex-col lg:flex-row-reverse">
            {showVisuals ? <VisualsPanel onVisual={sendVisual} /> : null}
            <div className="flex min-h-0 flex-1 flex-col">
              <MessageList
                messages={messages}
                disabled={isLoading}
                onSuggestion={(question) => void send(question)}
                onInternalLink={(path) => {
                  onClose();
                  navigate(path);
                }}
              />
              <ChatComposer isLoading={isLoading} error={error} onSend={send} onStop={stop} />
            </div>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
