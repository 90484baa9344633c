import { useEffect, useId, useState } from 'react';
import { CalendarCheck, Mic, MicOff, Send } from 'lucide-react';
import { StopButton } from '@/components/ui/stop-button.tsx';
import { SpeechControls } from '@/features/chat/public-conversation.ts';
import { LISTENING_LABELS, VOICE_STATUS } from '../messages.ts';
import type { VoiceAgent } from '../hooks/use-voice-agent.ts';

const CAN_LISTEN = new Set(['available', 'unknown']);

/** What the box over the microphone button can say, and what the notice that stands in for it can say. */
const LISTEN_STATUSES = ['checking', 'available', 'unknown', 'denied'] as const;
const NOTICE_STATUSES = ['unavailable', 'unsupported'] as const;
type StatusKey = keyof typeof VOICE_STATUS;

/**
 * Every message a place can hold, in one grid cell, only the current one
 * shown (the others invisible, so neither seen, read out nor focusable):
 * the place is as tall as its longest message whatever the check answers,
 * and nothing below it moves when the answer comes.
 */
function OneOf<K extends StatusKey>({ keys, current, className = '' }: { keys: readonly K[]; current: StatusKey | null; className?: string }) {
  return (
    <div className={`grid ${className}`}>
      {keys.map((key) => (
        <p
          key={key}
          className={`[grid-area:1/1] ${key === current ? '' : 'invisible'}`}
          aria-hidden={key === current ? undefined : true}
          data-testid={key === current ? 'voice-status' : undefined}
          data-voice={key === current ? current : undefined}
        >
          {VOICE_STATUS[key]}
        </p>
      ))}
    </div>
  );
}

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
  const status: StatusKey = listening.state === 'denied' ? 'denied' : voice;
  // Checking, or voice can be tried: the microphone button with what is known; otherwise a notice in its place.
  const offered = voice === 'checking' || CAN_LISTEN.has(voice);
  const now = activity(agent);

  const submit = async (words: string) => {
    if (await agent.hear(words)) setText('');
  };

  return (
    <section aria-labelledby="talk-title" className="card flex flex-col gap-6 p-5 sm:p-7">
      <h2 id="talk-title" className="font-sans text-lg font-semibold text-cream-50">
        Talk to the agent
      </h2>
      {/* The button's place and the notice's are one grid cell, as tall as the taller: the answer to the check moves nothing. */}
      <div className="grid">
        <div className={`flex flex-col gap-6 [grid-area:1/1] ${offered ? '' : 'invisible'}`} aria-hidden={offered ? undefined : true} inert={!offered}>
          <OneOf
            keys={LISTEN_STATUSES}
            current={offered ? status : null}
            className={`rounded-md border px-4 py-3 text-sm ${voice === 'available' && status !== 'denied' ? 'border-cellar-600 text-mist-300' : 'border-gold-400/40 bg-cellar-800 text-cream-100'}`}
          />
          <div className="flex flex-col items-center gap-3 text-center">
            <button
              type="button"
              className={`${on ? 'btn-wine' : 'btn-gold'} min-h-14 w-full text-base`}
              aria-pressed={on}
              disabled={!ready || !CAN_LISTEN.has(voice) || listening.state === 'starting'}
              onClick={() => (on ? listening.stop() : void listening.start())}
            >
              {on ? <MicOff className="size-5" aria-hidden="true" /> : <Mic className="size-5" aria-hidden="true" />}
              {on ? 'Stop listening' : 'Start hands-free conversation'}
            </button>
            <p className="text-xs text-mist-400">Only what you say after the agent hears your voice is sent to be written down; the recording is not kept.</p>
          </div>
        </div>
        <div
          className={`flex flex-col justify-center gap-3 rounded-md border border-gold-400/40 bg-cellar-800 px-4 py-3 text-sm text-cream-100 [grid-area:1/1] ${offered ? 'invisible' : ''}`}
          aria-hidden={offered ? true : undefined}
        >
          <MicOff className="size-5 text-gold-300" aria-hidden="true" />
          <OneOf keys={NOTICE_STATUSES} current={offered ? null : status} />
        </div>
      </div>

      {/* Always in the page and a line tall even when empty, so its changes are announced and move nothing; "Not listening" only where listening is offered. */}
      <p
        role="status"
        aria-live="polite"
        data-testid="agent-activity"
        data-activity={now}
        className="flex min-h-5 items-center gap-2 text-sm text-cream-100"
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
