import { useCallback, useEffect, useRef, useState } from 'react';
import { createVad } from '@domain/voice/vad.ts';
import { downsample, encodeWav, joinFrames } from '@domain/voice/wav.ts';

/** off → starting → listening ⇄ hearing (a voice is on); 'denied' when the microphone was refused. */
export type ListeningState = 'off' | 'starting' | 'listening' | 'hearing' | 'denied';

interface ListeningOptions {
  /** The visitor started talking (the agent stops speaking: barge-in). */
  onSpeechStart: () => void;
  /** One utterance, as a 16 kHz WAV. */
  onUtterance: (wav: Uint8Array) => void;
  /** True while the agent speaks: its own voice in the microphone must not count as the visitor. */
  agentSpeaking: () => boolean;
}

/** Samples per frame: about 43 ms at 48 kHz, the rate the detector is tuned on. */
const FRAME_SAMPLES = 2048;
/** Kept before the detector fires, so a quiet first syllable is not cut. */
const PRE_ROLL_MS = 300;
/** Of the hangover's quiet, this much stays at the end of the clip. */
const TAIL_MS = 300;
/** While the agent speaks, a voice must be this much louder to interrupt it. */
const WHILE_SPEAKING = 2.5;

interface Session {
  stream: MediaStream;
  context: AudioContext;
  processor: ScriptProcessorNode;
}

/**
 * Listens hands-free: the microphone's samples go through the detector
 * (engine/vad.ts) frame by frame; each utterance, with a little before it,
 * comes out as a WAV. A ScriptProcessorNode gives every sample without a
 * separate worklet module (an AnalyserNode only gives snapshots, and the clip
 * needs all of them); at 2048 samples a frame it costs well under 1 ms.
 */
export function useListening({ onSpeechStart, onUtterance, agentSpeaking }: ListeningOptions) {
  const [state, setState] = useState<ListeningState>('off');
  const session = useRef<Session | null>(null);
  const callbacks = useRef({ onSpeechStart, onUtterance, agentSpeaking });
  callbacks.current = { onSpeechStart, onUtterance, agentSpeaking };

  const stop = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (current) {
      current.processor.onaudioprocess = null;
      current.processor.disconnect();
      current.stream.getTracks().forEach((track) => track.stop());
      void current.context.close().catch(() => {});
    }
    setState((previous) => (previous === 'denied' ? previous : 'off'));
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(async () => {
    if (session.current) return;
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
    } catch {
      setState('denied');
      return;
    }
    const context = new AudioContext();
    await context.resume().catch(() => {});
    const source = context.createMediaStreamSource(stream);
    const processor = context.createScriptProcessor(FRAME_SAMPLES, 1, 1);
    // The processor runs only when connected to the output; a silent gain keeps the microphone out of the speakers.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(processor);
    processor.connect(mute);
    mute.connect(context.destination);

    const frameMs = (FRAME_SAMPLES / context.sampleRate) * 1000;
    const vad = createVad(frameMs);
    const preRollFrames = Math.ceil((PRE_ROLL_MS + vad.onsetMs) / frameMs);
    const dropAtEnd = Math.max(0, Math.floor((vad.hangoverMs - TAIL_MS) / frameMs));
    const before: Float32Array[] = [];
    let utterance: Float32Array[] | null = null;

    processor.onaudioprocess = (event) => {
      const frame = new Float32Array(event.inputBuffer.getChannelData(0));
      if (utterance) utterance.push(frame);
      else {
        before.push(frame);
        if (before.length > preRollFrames) before.shift();
      }
      const detected = vad.push(frame, callbacks.current.agentSpeaking() ? WHILE_SPEAKING : 1);
      if (detected?.type === 'start') {
        utterance = before.splice(0);
        setState('hearing');
        callbacks.current.onSpeechStart();
      } else if (detected?.type === 'end' && utterance) {
        const frames = detected.reason === 'silence' ? utterance.slice(0, Math.max(1, utterance.length - dropAtEnd)) : utterance;
        utterance = null;
        setState('listening');
        callbacks.current.onUtterance(encodeWav(downsample(joinFrames(frames), context.sampleRate)));
      }
    };
    session.current = { stream, context, processor };
    setState('listening');
  }, []);

  return { state, start, stop };
}
