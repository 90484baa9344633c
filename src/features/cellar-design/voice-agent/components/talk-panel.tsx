import { useEffect, useId, useState } from 'react';
import { CalendarCheck, Mic, MicOff, Send } from 'lucide-react';
import { StopButton } from '@/components/ui/stop-button.tsx';
import { SpeechControls } from '@/features/chat/public-conversation.ts';
import { LISTENING_LABELS, VOICE_STATUS } from '../messages.ts';
import type { VoiceAgent } from '../hooks/use-voice-agent.ts';

const CAN_LISTEN = new Set(['available', 'unknown']);

/** What the agent is doing right now, in words (one polite status region). */
function activity(agent: VoiceAgent): keyof typeof LISTENING_LABELS {
  if (agent.phase !== 'idle') return agent.phase;
  if (agent.speaking) return 'speaking';
  return agent.listening.state;
}

/** The controls: whether voice works here, listening on and off, read aloud, and typing to the agent. */
export function TalkPanel({ agent }: { agent: VoiceAgent }) {
  const [text, setText] = useState('');
  const [ready, setReady] = useState(false);
  const inputId = useId();
  useEffect(() => setReady(true), []);

  const { voice, listening } = agent;
  const on = listening.state === 'listening' || listening.state === 'hearing' || listening.state === 'starting';
  const status = listening.state === 'denied' ? VOICE_STATUS.denied : VOICE_STATUS[voice];
  const now = activity(agent);

  const submit = async (words: string) => {
    if (await agent.hear(words)) setText('');
  };

  return (
    <section aria-labelledby="talk-title" className="card flex flex-col gap-6 p-5 sm:p-7">
      <h2 id="talk-title" className="font-sans text-lg font-semibold text-cream-50">
        Talk to the agent
      </h2>
      <p data-testid="voice-status" data-voice={voice} className={`rounded-md border px-4 py-3 text-sm ${voice === 'available' ? 'border-cellar-600 text-mist-300' : 'border-gold-400/40 bg-cellar-800 text-cream-100'}`}>
        {status}
      </p>

      {CAN_LISTEN.has(voice) ? (
        <div className="flex flex-col items-center gap-3 text-center">
          <button
            type="button"
            className={`${on ? 'btn-wine' : 'btn-gold'} min-h-14 w-full text-base`}
            aria-pressed={on}
            disabled={!ready || listening.state === 'starting'}
            onClick={() => (on ? listening.stop() : void listening.start())}
          >
            {on ? <MicOff className="size-5" aria-hidden="true" /> : <Mic className="size-5" aria-hidden="true" />}
            {on ? 'Stop listening' : 'Start hands-free conversation'}
          </button>
          <p className="text-xs text-mist-400">Only what you say after the agent hears your voice is sent to be written down; the recording is not kept.</p>
        </div>
      ) : null}

      {/* Always in the page, so its changes are announced; "Not listening" only where listening is offered. */}
      <p
        role="status"
        aria-live="polite"
        data-testid="agent-activity"
        data-activity={now}
        className={now === 'off' && !CAN_LISTEN.has(voice) ? 'sr-only' : 'flex items-center gap-2 text-sm text-cream-100'}
      >
        {now === 'off' && !CAN_LISTEN.has(voice) ? null : (
          <>
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${now === 'hearing' ? 'bg-emerald-400' : now === 'listening' ? 'bg-emerald-600 motion-safe:animate-pulse' : now === 'off' || now === 'denied' ? 'bg-mist-500' : 'bg-gold-300 motion-safe:animate-pulse'}`}
            />
            {LISTENING_LABELS[now]}
          </>
        )}
      </p>

      <form
        className="grid gap-3"
        data-ready={ready || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(text);
        }}
      >
        <label htmlFor={inputId} className="field-label">
          Or type to the agent
        </label>
        <textarea
          id={inputId}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit(text);
            }
          }}
          placeholder="Ask about your cellar, or say “book a consultation”"
          className="field-input resize-y"
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-gold" disabled={!ready || agent.phase !== 'idle' || text.trim() === ''}>
            <Send className="size-4" aria-hidden="true" />
            Send
          </button>
          {agent.phase === 'thinking' ? <StopButton onClick={agent.stopAnswer} /> : null}
          {agent.consultation.consultation.step === null ? (
            <button type="button" className="btn-outline" disabled={!ready || agent.phase !== 'idle'} onClick={() => void agent.hear('I would like to book a consultation')}>
              <CalendarCheck className="size-4" aria-hidden="true" />
              Book a consultation
            </button>
          ) : null}
        </div>
      </form>

      <SpeechControls
        available={agent.speechOut}
        readAloud={agent.readAloud}
        onReadAloudChange={(on) => {
          if (!on) agent.quiet();
          agent.setReadAloud(on);
        }}
        speaking={agent.speaking}
        onStopSpeaking={agent.quiet}
        canClear={agent.messages.length > 0}
        onClear={agent.clear}
      />
      {agent.error ? (
        <p role="alert" className="rounded-md border border-red-400/40 bg-red-950/50 px-4 py-2.5 text-sm text-red-100">
          {agent.error}
        </p>
      ) : null}
    </section>
  );
}
