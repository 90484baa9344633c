import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { createStore } from '@/lib/store.ts';

interface AssistantState {
  isOpen: boolean;
  /** Once opened, the overlay stays mounted (closed) so the conversation's component state survives. */
  hasOpened: boolean;
}

const INITIAL: AssistantState = { isOpen: false, hasOpened: false };

// An external store, not context: opening the chat must not disturb page
// sections still waiting to hydrate (see src/lib/store.ts).
const assistantStore = createStore<AssistantState>(INITIAL);
let opener: HTMLElement | null = null;

function open(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  assistantStore.set({ isOpen: true, hasOpened: true });
}

function close(): void {
  assistantStore.set((state) => ({ ...state, isOpen: false }));
  const target = opener;
  opener = null;
  if (target?.isConnected) requestAnimationFrame(() => target.focus());
}

// The overlay's code (chat, markdown, voice, visuals) loads on first open only.
const ChatOverlay = lazy(() => import('@/features/chat/components/chat-overlay.tsx'));

function AssistantOverlay() {
  const { isOpen, hasOpened } = useSyncExternalStore(assistantStore.subscribe, assistantStore.get, () => INITIAL);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ChatOverlay open={isOpen} onClose={close} />
    </Suspense>
  );
}

/**
 * Mounts the expert assistant's overlay. The header's GPT and 'Get Quote'
 * buttons, the floating button and any page call useAssistant().open();
 * focus goes back to whichever opened it when the overlay closes.
 */
export function AssistantProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AssistantOverlay />
    </>
  );
}

export function useAssistant(): { isOpen: boolean; open: () => void; close: () => void } {
  const { isOpen } = useSyncExternalStore(assistantStore.subscribe, assistantStore.get, () => INITIAL);
  return { isOpen, open, close };
}
