import { Loader2, Mic, Square } from 'lucide-react';
import { VOICE_TEXT } from '@/lib/voice.ts';
import { useVoiceRecorder } from './use-voice-recorder.ts';

interface VoiceRecorderButtonProps {
  onText: (text: string) => void;
  /** Icon-only (chat input) or with its label (forms). */
  compact?: boolean;
  disabled?: boolean;
  className?: string;
}

/** docs/product-spec.md §2/§4: the record button; its label follows the recorder's state. */
export function VoiceRecorderButton({ onText, compact = false, disabled = false, className = '' }: VoiceRecorderButtonProps) {
  const { state, start, stop } = useVoiceRecorder(onText);
  const label = state === 'recording' ? VOICE_TEXT.stop : state === 'transcribing' ? VOICE_TEXT.transcribing : VOICE_TEXT.start;
  const Icon = state === 'recording' ? Square : state === 'transcribing' ? Loader2 : Mic;
  return (
    <button
      type="button"
      onClick={() => (state === 'recording' ? stop() : void start())}
      disabled={disabled || state === 'transcribing'}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      aria-pressed={state === 'recording'}
      data-state={state}
      className={`${state === 'recording' ? 'btn-wine' : 'btn-outline'} ${compact ? 'px-3' : ''} ${className}`}
    >
      <Icon className={`size-4 ${state === 'transcribing' ? 'animate-spin' : ''} ${state === 'recording' ? 'fill-current' : ''}`} aria-hidden="true" />
      {compact ? null : label}
    </button>
  );
}
