import { startTransition, useCallback, useState } from 'react';

/**
 * A text box that follows every keystroke at once, while what the keystroke
 * changes elsewhere (results, charts, the shareable link) renders as a
 * transition: React works on it in slices between frames, so typing on a slow
 * phone never waits on a long task. A controlled input cannot take its own
 * value from a transition (the typed character would vanish until it
 * commits), so the box keeps its own copy and follows `value` whenever that
 * changes from outside (a shared link, a unit switch, a reset).
 */
export function useTypedValue(value: string, onChange: (value: string) => void): [shown: string, type: (next: string) => void] {
  const [shown, setShown] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setShown(value);
  }
  const type = useCallback(
    (next: string) => {
      setShown(next);
      startTransition(() => onChange(next));
    },
    [onChange],
  );
  return [shown, type];
}
