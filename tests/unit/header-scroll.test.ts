/**
 * The header on scroll (docs/menus-and-shell.md, header on scroll): when it shrinks, when it
 * hides on narrow screens, that nothing changes while it is held (aimed at or open), and the
 * 150 ms throttle that always lands the last scroll.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  headerState,
  NARROW_MAX_PX,
  SCROLL_THROTTLE_MS,
  SHRINK_CART_PX,
  SHRINK_PX,
  SHRINK_WITH_OFFERS_PX,
  throttle,
} from '#src/features/menu/header-scroll.ts';

const wide = { threshold: SHRINK_WITH_OFFERS_PX, narrow: false, held: false };
const narrow = { ...wide, narrow: true };
const at = (y: number, shrunk = false, hidden = false) => ({ y, shrunk, hidden });

describe('the header state', () => {
  it('has the described thresholds and breakpoint', () => {
    expect([SHRINK_WITH_OFFERS_PX, SHRINK_PX, SHRINK_CART_PX, SCROLL_THROTTLE_MS, NARROW_MAX_PX]).toEqual([87, 47, 37, 150, 980]);
  });

  it('shrinks past the threshold, and only then', () => {
    expect(headerState(87, at(0), wide)).toEqual({ shrunk: false, hidden: false });
    expect(headerState(88, at(0), wide)).toEqual({ shrunk: true, hidden: false });
    expect(headerState(48, at(0), { ...wide, threshold: SHRINK_PX }).shrunk).toBe(true);
    expect(headerState(38, at(0), { ...wide, threshold: SHRINK_CART_PX }).shrunk).toBe(true);
    expect(headerState(20, at(400, true), wide).shrunk).toBe(false);
  });

  it('hides on narrow screens while the page scrolls down past the threshold, never on wide ones', () => {
    expect(headerState(400, at(300, true), narrow).hidden).toBe(true);
    expect(headerState(300, at(400, true, true), narrow).hidden).toBe(false);
    expect(headerState(80, at(40), narrow).hidden).toBe(false);
    expect(headerState(400, at(300, true), wide).hidden).toBe(false);
  });

  it('keeps what it was when the page did not move, so a late event does not bring it back', () => {
    expect(headerState(400, at(400, true, true), narrow).hidden).toBe(true);
    expect(headerState(400, at(400, true, false), narrow).hidden).toBe(false);
  });

  it('changes nothing while held, but a hidden header comes back', () => {
    const held = { ...narrow, held: true };
    expect(headerState(400, at(300, true), held)).toEqual({ shrunk: true, hidden: false });
    expect(headerState(400, at(300, true, true), held)).toEqual({ shrunk: true, hidden: false });
    // Past the threshold while the pointer is on the header: no shrink under it yet.
    expect(headerState(120, at(10), { ...wide, held: true })).toEqual({ shrunk: false, hidden: false });
    expect(headerState(10, at(120, true), { ...wide, held: true })).toEqual({ shrunk: true, hidden: false });
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
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS - 100);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    throttled();
    expect(run).toHaveBeenCalledTimes(3);
  });
});
