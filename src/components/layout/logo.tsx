/** The brand mark: an arched cellar door with a bottle, drawn here. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M4 30V14C4 7.4 9.4 2 16 2s12 5.4 12 12v16z" fill="#6b1d2a" />
      <path d="M7 30V14.5C7 9.3 11 5 16 5s9 4.3 9 9.5V30" fill="none" stroke="#c9a45c" strokeWidth="1.5" />
      <path d="M14.6 9h2.8v3.4c1.6.8 2.6 2.4 2.6 4.3V27h-8v-10.3c0-1.9 1-3.5 2.6-4.3z" fill="#e6cf9a" />
      <rect x="12" y="19" width="8" height="4" fill="#6b1d2a" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className="font-display text-xl font-semibold tracking-tight text-cream-50">
        WineCellar<span className="text-gold-400">GPT</span>
      </span>
    </span>
  );
}
