/**
 * The header on scroll (docs/menus-and-shell.md, header on scroll): when it shrinks, when it
 * hides on narrow screens, and the 150 ms throttle that always lands the last scroll.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headerState, SCROLL_THROTTLE_MS, SHRINK_WITH_OFFERS_PX, throttle } from '#src/features/menu/header-scroll.ts';

const wide = { threshold: SHRINK_WITH_OFFERS_PX, narrow: false, open: false };
const narrow = { ...wide, narrow: true };

describe('the header state', () => {
  it('shrinks past the threshold, and only then', () => {
    expect(headerState(87, { y: 0, hidden: false }, wide)).toEqual({ shrunk: false, hidden: false });
    expect(headerState(88, { y: 0, hidden: false }, wide)).toEqual({ shrunk: true, hidden: false });
    expect(headerState(48, { y: 0, hidden: false }, { ...wide, threshold: 47 }).shrunk).toBe(true);
  });

  it('hides on narrow screens while the page scrolls down past the threshold, never on wide ones', () => {
    expect(headerState(400, { y: 300, hidden: false }, narrow).hidden).toBe(true);
    expect(headerState(300, { y: 400, hidden: false }, narrow).hidden).toBe(false);
    expect(headerState(60, { y: 40, hidden: false }, narrow).hidden).toBe(false);
    expect(headerState(400, { y: 300, hidden: false }, wide).hidden).toBe(false);
  });

  it('keeps what it was when the page did not move, so a late scroll event does not bring it back', () => {
    expect(headerState(400, { y: 400, hidden: true }, narrow).hidden).toBe(true);
    expect(headerState(400, { y: 400, hidden: false }, narrow).hidden).toBe(false);
  });

  it('stays while something in it is open', () => {
    expect(headerState(400, { y: 300, hidden: false }, { ...narrow, open: true }).hidden).toBe(false);
  });
});

describe('the scroll throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most every 150 ms, and the last call always lands', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(run, SCROLL_THROTTLE_MS);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(10);
      throttled();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
