import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

interface AssistantContextValue {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const AssistantContext = createContext<AssistantContextValue | null>(null);

// The overlay's code (chat, markdown, voice, visuals) loads on first open only.
const ChatOverlay = lazy(() => import('@/features/chat/components/chat-overlay.tsx'));

/**
 * Owns whether the expert assistant is open. The header's GPT and
 * 'Get Quote' buttons and the floating button all call open(); focus goes
 * back to whichever opened it when the overlay closes.
 */
export function AssistantProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setHasOpened(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  }, []);

  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);

  return (
    <AssistantContext.Provider value={value}>
      {children}
      {hasOpened && (
        <Suspense fallback={null}>
          <ChatOverlay open={isOpen} onClose={close} />
        </Suspense>
      )}
    </AssistantContext.Provider>
  );
}

export function useAssistant(): AssistantContextValue {
  const value = useContext(AssistantContext);
  if (!value) throw new Error('useAssistant must be used inside <AssistantProvider>');
  return value;
}
