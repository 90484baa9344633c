export default function ChatOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <div role="dialog"><button onClick={onClose}>Close</button></div> : null;
}
