import { describe, expect, it } from 'vitest';
import { followScrollTop } from './message-list.tsx';

describe('followScrollTop: a reply is read from its start', () => {
  it('follows to the end while the reply fits on screen', () => {
    // 1,200 px of log, 600 visible, the reply starting at 900: its whole text is at the end.
    expect(followScrollTop(1200, 600, 900)).toBe(600);
  });

  it('stops at the reply’s first line once the reply is longer than the screen', () => {
    expect(followScrollTop(3000, 600, 900)).toBe(884);
  });

  it('goes to the end when the last message is the visitor’s, and never above the top', () => {
    expect(followScrollTop(1200, 600, null)).toBe(600);
    expect(followScrollTop(400, 600, null)).toBe(0);
    expect(followScrollTop(3000, 600, 4)).toBe(0);
  });
});
