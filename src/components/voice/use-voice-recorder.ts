import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_RECORDING_MS, VOICE_TEXT, transcribe, voiceFailureDetail } from '@/lib/voice.ts';
import { notify } from '@/lib/notify.ts';

/** docs/product-spec.md §4: idle → recording → transcribing → idle. */
export type RecorderState = 'idle' | 'recording' | 'transcribing';

export function useVoiceRecorder(onText: (text: string) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const callback = useRef(onText);
  callback.current = onText;

  const release = () => {
    window.clearTimeout(timer.current);
    recorder.current?.stream.getTracks().forEach((track) => track.stop());
    recorder.current = null;
  };

  useEffect(() => () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    release();
  }, []);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      void notify.error(VOICE_TEXT.noMicrophone);
      return;
    }
    const mimeType = MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : 'audio/webm';
    const media = new MediaRecorder(stream, { mimeType });
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    media.onstop = async () => {
      release();
      setState('transcribing');
      try {
        const text = await transcribe(new Blob(chunks, { type: 'audio/webm' }));
        if (!text) throw new Error('Empty transcript');
        callback.current(text);
        void notify.success(VOICE_TEXT.transcribed);
      } catch (error) {
        console.error('[voice] transcription failed', error);
        void notify.error(VOICE_TEXT.failed, voiceFailureDetail(error));
      } finally {
        setState('idle');
      }
    };
    recorder.current = media;
    media.start();
    setState('recording');
    void notify.info(VOICE_TEXT.started);
    timer.current = window.setTimeout(() => media.state === 'recording' && media.stop(), MAX_RECORDING_MS);
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { state, start, stop };
}
