import { MessageCircle } from 'lucide-react';
import { useAssistant } from '@/features/chat/assistant-context.tsx';

/** docs/product-spec.md §2: the floating chat button, bottom right. */
export function ChatFab() {
  // Stays mounted while the chat is open (the modal dialog covers it and makes
  // it inert), so closing the chat can give focus back to it.
  const { open } = useAssistant();
  return (
    <button
      type="button"
      onClick={open}
      data-chat-fab=""
      className="no-print fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full bg-gold-400 text-cellar-900 shadow-lg shadow-black/40 transition hover:scale-105 hover:bg-gold-300 focus-visible:outline-cream-50"
      aria-label="Chat with the wine cellar expert"
    >
      <MessageCircle className="size-6" aria-hidden="true" />
    </button>
  );
}
