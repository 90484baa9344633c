import { useCallback, useEffect, useRef, useState } from 'react';
import { canSpeak, describeFailure, recentHistory, speak, stopSpeaking, validateChatMessage, type ChatMessage } from '@/features/chat/public-conversation.ts';
import { streamChat, type ChatReply } from '@/lib/assistant-client.ts';
import { FunctionError } from '@/lib/functions.ts';
import { notify } from '@/lib/notify.ts';
import { transcribe, transcriptionAvailable, voiceFailureDetail } from '@/lib/voice.ts';
import { respond } from '@domain/voice/dialogue.ts';
import { AGENT_MESSAGES, ANSWERED_BY } from '../messages.ts';
import { useConsultation } from './use-consultation.ts';
import { useListening } from './use-listening.ts';

/** Whether the site can turn speech into text: asked once the page is interactive. */
export type VoiceSupport = 'checking' | 'available' | 'unavailable' | 'unsupported' | 'unknown';
/** What the agent is doing with the last thing said. */
export type AgentPhase = 'idle' | 'transcribing' | 'thinking';

const newId = () => crypto.randomUUID();
const byOf = (mode: ChatReply['mode']): string | undefined => (mode === 'offline' ? ANSWERED_BY.builtIn : mode === 'provider' ? ANSWERED_BY.model : undefined);

/**
 * The one owner of the voice agent's conversation: what the visitor said
 * (spoken and transcribed, or typed) goes to the request dialogue first
 * (engine/dialogue.ts), and to the expert (`ai-chat`) when it is not part of
 * a request. Replies are read aloud; the visitor talking over one stops it.
 * The request's turns (names, an email, a phone number) are never sent to
 * the expert.
 */
export function useVoiceAgent() {
  const consultation = useConsultation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [phase, setPhase] = useState<AgentPhase>('idle');
  const [speaking, setSpeaking] = useState(false);
  const [readAloud, setReadAloud] = useState(true);
  const [speechOut, setSpeechOut] = useState(false);
  const [voice, setVoice] = useState<VoiceSupport>('checking');
  const [error, setError] = useState<string | null>(null);
  const conversation = useRef<ChatMessage[]>([]);
  const requestTurns = useRef(new Set<string>());
  const busy = useRef(false);
  const speakingNow = useRef(false);
  /** Which reading is the current one: a reading cut off ends after the next has begun, and must not mark that one finished. */
  const reading = useRef(0);
  const readAloudNow = useRef(readAloud);
  readAloudNow.current = readAloud;
  const controller = useRef<AbortController | null>(null);

  const commit = (next: ChatMessage[]) => {
    conversation.current = next;
    setMessages(next);
  };
  const add = (message: ChatMessage) => commit([...conversation.current, message]);
  const change = (id: string, patch: Partial<ChatMessage> | ((message: ChatMessage) => Partial<ChatMessage>)) =>
    commit(conversation.current.map((message) => (message.id === id ? { ...message, ...(typeof patch === 'function' ? patch(message) : patch) } : message)));

  const quiet = useCallback(() => {
    reading.current += 1;
    stopSpeaking();
    speakingNow.current = false;
    setSpeaking(false);
  }, []);

  const sayAloud = useCallback((text: string) => {
    if (!readAloudNow.current || !canSpeak()) return;
    const id = (reading.current += 1);
    speakingNow.current = true;
    setSpeaking(true);
    speak(text, () => {
      if (reading.current !== id) return;
      speakingNow.current = false;
      setSpeaking(false);
    });
  }, []);

  const agentSays = useCallback(
    (text: string, privateTurn: boolean) => {
      const message: ChatMessage = { id: newId(), role: 'assistant', content: text, timestamp: new Date(), by: ANSWERED_BY.agent };
      if (privateTurn) requestTurns.current.add(message.id);
      add(message);
      sayAloud(text);
    },
    [sayAloud],
  );

  const askExpert = useCallback(async () => {
    const history = recentHistory(conversation.current.filter((message) => !requestTurns.current.has(message.id)));
    const id = newId();
    add({ id, role: 'assistant', content: '', timestamp: new Date(), streaming: true });
    const abort = new AbortController();
    controller.current = abort;
    setPhase('thinking');
    try {
      const reply = await streamChat(history, { signal: abort.signal, onDelta: (text) => change(id, (message) => ({ content: message.content + text })) });
      const content = reply.content.trim() === '' ? AGENT_MESSAGES.noAnswer : reply.content;
      change(id, { content, sources: reply.sources, streaming: false, timestamp: new Date(), by: byOf(reply.mode) });
      sayAloud(content);
    } catch (failure) {
      const kept = conversation.current.find((message) => message.id === id)?.content.trim() ?? '';
      if (kept === '') commit(conversation.current.filter((message) => message.id !== id));
      else change(id, { streaming: false, stopped: true });
      if (!abort.signal.aborted) {
        console.error('[voice-agent] the expert did not answer', failure);
        const { toast, banner } = describeFailure(failure);
        setError(banner);
        void notify.error(toast);
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setPhase('idle');
    }
  }, [sayAloud]);

  /** Sends the request (said "yes", or pressed Send request) and says how it went. */
  const sendRequest = useCallback(async () => {
    agentSays((await consultation.send()) ? AGENT_MESSAGES.sent : AGENT_MESSAGES.notSent, true);
  }, [agentSays, consultation]);

  /** One thing the visitor said or typed. False when it was refused (empty, too long, the agent busy). */
  const hear = useCallback(
    async (input: string): Promise<boolean> => {
      if (busy.current) return false;
      const check = validateChatMessage(input);
      if (!check.ok) {
        setError(check.message);
        return false;
      }
      busy.current = true;
      setError(null);
      quiet();
      try {
        const user: ChatMessage = { id: newId(), role: 'user', content: check.content, timestamp: new Date() };
        const before = consultation.current();
        const turn = respond(before, check.content);
        add(user);
        if (turn.action === 'expert') {
          await askExpert();
          return true;
        }
        requestTurns.current.add(user.id);
        if (before.step === null) consultation.setReceipt(null);
        consultation.setConsultation(turn.consultation);
        if (turn.reply) agentSays(turn.reply, true);
        if (turn.action === 'submit') await sendRequest();
        return true;
      } finally {
        busy.current = false;
      }
    },
    [agentSays, askExpert, consultation, quiet, sendRequest],
  );

  const phaseNow = useRef(phase);
  phaseNow.current = phase;
  const stopListening = useRef<() => void>(() => {});

  const onUtterance = useCallback(
    async (wav: Uint8Array) => {
      // Whatever is said while the last words are still being handled is not taken as a new turn.
      if (busy.current || phaseNow.current !== 'idle') return;
      phaseNow.current = 'transcribing';
      setPhase('transcribing');
      let text = '';
      try {
        text = await transcribe(new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
      } catch (failure) {
        console.error('[voice-agent] transcription failed', failure);
        if (failure instanceof FunctionError && failure.code === 'not_configured') {
          setVoice('unavailable');
          stopListening.current();
        }
        setError(voiceFailureDetail(failure) ?? AGENT_MESSAGES.notHeard);
      } finally {
        setPhase('idle');
      }
      if (text) await hear(text);
    },
    [hear],
  );

  const listening = useListening({
    agentSpeaking: () => speakingNow.current,
    onSpeechStart: () => {
      if (!speakingNow.current) return;
      quiet();
    },
    onUtterance: (wav) => void onUtterance(wav),
  });
  stopListening.current = listening.stop;

  useEffect(() => {
    setSpeechOut(canSpeak());
    if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') {
      setVoice('unsupported');
      return;
    }
    const abort = new AbortController();
    transcriptionAvailable(abort.signal)
      .then((available) => setVoice(available ? 'available' : 'unavailable'))
      .catch(() => !abort.signal.aborted && setVoice('unknown'));
    return () => abort.abort();
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      stopSpeaking();
    },
    [],
  );

  const stopAnswer = useCallback(() => controller.current?.abort(), []);

  const clear = useCallback(() => {
    controller.current?.abort();
    quiet();
    requestTurns.current.clear();
    commit([]);
    setError(null);
  }, [quiet]);

  return {
    messages,
    phase,
    speaking,
    speechOut,
    readAloud,
    setReadAloud,
    voice,
    error,
    listening,
    consultation,
    hear,
    sendRequest,
    quiet,
    stopAnswer,
    clear,
  };
}

export type VoiceAgent = ReturnType<typeof useVoiceAgent>;
