import { Square } from 'lucide-react';

/** "Stop" beside a send button, shown while an answer streams: it cuts the answer off. */
export function StopButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  return (
    <button type="button" className={`btn-outline ${className}`.trim()} onClick={onClick}>
      <Square className="size-4 fill-current" aria-hidden="true" />
      Stop
    </button>
  );
}
