import { useEffect, useId, useRef, useState } from 'react';
import { Send } from 'lucide-react';
import { StopButton } from '@/components/ui/stop-button.tsx';
import { VoiceRecorderButton } from '@/components/voice/voice-recorder-button.tsx';
import { ConversationPanel } from './components/conversation-panel.tsx';
import { SpeechControls } from './components/speech-controls.tsx';
import { CHAT_TEXT } from './chat-messages.ts';
import { canSpeak, speak, stopSpeaking } from './speech.ts';
import { CHAT_STORAGE_KEY, useChat } from './use-chat.ts';

/**
 * /voice-ai: speak a question, see the transcript, hear the expert's answer
 * read aloud. Typing works the same way for anyone who can't or won't speak.
 */
export default function VoiceAiPage() {
  const { messages, isLoading, error, send, stop, clear } = useChat(`${CHAT_STORAGE_KEY}:voice-ai`);
  const [text, setText] = useState('');
  const [readAloud, setReadAloud] = useState(true);
  const [speaking, setSpeaking] = useState(false);
  const [speechAvailable, setSpeechAvailable] = useState(false);
  const spokenId = useRef<string | null>(null);
  const inputId = useId();

  useEffect(() => setSpeechAvailable(canSpeak()), []);
  useEffect(() => stopSpeaking, []);

  // Read each finished reply once.
  const last = messages.at(-1);
  useEffect(() => {
    if (!readAloud || !speechAvailable || !last || last.role !== 'assistant' || last.streaming || spokenId.current === last.id) return;
    spokenId.current = last.id;
    setSpeaking(true);
    speak(last.content, () => setSpeaking(false));
  }, [last, readAloud, speechAvailable]);

  const ask = async (question: string) => {
    stopSpeaking();
    setSpeaking(false);
    if (await send(question)) setText('');
  };

  return (
    <div className="container-page py-14 sm:py-20">
      <p className="eyebrow">Voice AI</p>
      <h1 className="mt-3 text-4xl text-cream-50 sm:text-5xl">Talk to the wine cellar expert</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-mist-300">
        Press the microphone, ask your question out loud, and press it again when you finish. You will see what we heard, and the
        expert’s answer is read back to you. Prefer typing? Use the box below.
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[0.8fr_1.2fr]">
        <div className="card flex flex-col gap-6 p-6 sm:p-8">
          <div className="flex flex-col items-center gap-4 text-center">
            <VoiceRecorderButton onText={(spoken) => void ask(spoken)} disabled={isLoading} className="min-h-16 w-full text-base" />
            <p className="text-sm text-mist-400">Your recording is transcribed and not kept.</p>
          </div>
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void ask(text);
            }}
          >
            <label htmlFor={inputId} className="field-label">
              Or type your question
            </label>
            <textarea
              id={inputId}
              rows={3}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={CHAT_TEXT.placeholder}
              className="field-input resize-y"
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-gold" disabled={isLoading || text.trim() === ''}>
                <Send className="size-4" aria-hidden="true" />
                Ask
              </button>
              {isLoading ? <StopButton onClick={stop} /> : null}
            </div>
          </form>
          <SpeechControls
            available={speechAvailable}
            readAloud={readAloud}
            onReadAloudChange={setReadAloud}
            speaking={speaking}
            onStopSpeaking={() => {
              stopSpeaking();
              setSpeaking(false);
            }}
            canClear={messages.length > 0}
            onClear={clear}
          />
          {error ? (
            <p role="alert" className="rounded-md border border-red-400/40 bg-red-950/50 px-4 py-2.5 text-sm text-red-100">
              {error}
            </p>
          ) : null}
        </div>

        <ConversationPanel messages={messages} disabled={isLoading} onAsk={(question) => void ask(question)} />
      </div>
    </div>
  );
}
