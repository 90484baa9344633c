import { Volume2, VolumeX } from 'lucide-react';

interface SpeechControlsProps {
  /** The browser can read aloud at all. */
  available: boolean;
  readAloud: boolean;
  onReadAloudChange: (on: boolean) => void;
  speaking: boolean;
  onStopSpeaking: () => void;
  /** Shows Clear conversation (there is something to clear). */
  canClear: boolean;
  onClear: () => void;
}

/** Read replies aloud on and off, Stop speaking while a reply is read, and Clear conversation. */
export function SpeechControls({ available, readAloud, onReadAloudChange, speaking, onStopSpeaking, canClear, onClear }: SpeechControlsProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-cellar-700 pt-5">
      {available ? (
        <>
          <button type="button" className="btn-ghost px-3 text-sm" aria-pressed={readAloud} onClick={() => onReadAloudChange(!readAloud)}>
            {readAloud ? <Volume2 className="size-4" aria-hidden="true" /> : <VolumeX className="size-4" aria-hidden="true" />}
            Read replies aloud
          </button>
          {speaking ? (
            <button type="button" className="btn-ghost px-3 text-sm" onClick={onStopSpeaking}>
              Stop speaking
            </button>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-mist-400">This browser cannot read replies aloud; they appear as text.</p>
      )}
      {canClear ? (
        <button type="button" className="btn-ghost ml-auto px-3 text-sm" onClick={onClear}>
          Clear conversation
        </button>
      ) : null}
    </div>
  );
}
