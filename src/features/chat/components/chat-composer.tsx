import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { StopButton } from '@/components/ui/stop-button.tsx';
import { VoiceRecorderButton } from '@/components/voice/voice-recorder-button.tsx';
import { appendTranscript } from '@/lib/voice.ts';
import { useCapabilities } from '@/lib/capabilities.ts';
import { CHAT_LIMITS, CHAT_TEXT } from '../chat-messages.ts';

interface ChatComposerProps {
  isLoading: boolean;
  error: string | null;
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
}

/** The error banner, the input with voice where the site has transcription, and send / stop (SPEC §2). */
export function ChatComposer({ isLoading, error, onSend, onStop }: ChatComposerProps) {
  const [text, setText] = useState('');
  const { transcription } = useCapabilities();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';

  const submit = async () => {
    const sent = await onSend(text);
    if (sent) setText('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!isLoading) void submit();
    }
  };

  const over = text.length - CHAT_LIMITS.maxLength;

  return (
    <div className="border-t border-cellar-700 bg-cellar-900 px-4 pt-3 pb-4 sm:px-8">
      <div className="mx-auto max-w-3xl">
        {error ? (
          <p role="alert" className="mb-3 rounded-md border border-red-400/40 bg-red-950/50 px-4 py-2.5 text-sm text-red-100">
            {error}
          </p>
        ) : null}
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={id} className="sr-only">
            Message to the wine cellar expert
          </label>
          <textarea
            ref={input}
            id={id}
            rows={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={CHAT_TEXT.placeholder}
            aria-describedby={over > 0 ? `${id}-count` : undefined}
            className="field-input max-h-48 min-h-11 flex-1 resize-none [field-sizing:content]"
          />
          {transcription ? <VoiceRecorderButton compact disabled={isLoading} onText={(spoken) => setText((current) => appendTranscript(current, spoken))} /> : null}
          {isLoading ? <StopButton className="px-3" onClick={onStop} /> : null}
          <button type="submit" className="btn-gold px-3" disabled={isLoading || blank} aria-label="Send message">
            <Send className="size-4" aria-hidden="true" />
          </button>
        </form>
        {over > 0 ? (
          <p id={`${id}-count`} className="mt-2 text-xs text-red-300">
            {text.length.toLocaleString('en-US')} / {CHAT_LIMITS.maxLength.toLocaleString('en-US')} characters
          </p>
        ) : null}
      </div>
    </div>
  );
}
