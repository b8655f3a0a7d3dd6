/**
 * The second part of the page-wide scripts, loaded on the first sign of a person
 * (src/features/shell/wake.ts): every handler of a touch, a click or a key the shell answers
 * without React, and what wakes the islands (src/features/shell/islands.ts). Once its modules have
 * run, it says so, and the clicks held meanwhile are made again.
 */
import './islands.ts';
import '../cart/live.ts';
import '../favorites/live.ts';
import '../customer-type/live.ts';
import '../locale/live.ts';
import '../menu/header-live.ts';
import { LIVE_EVENT } from './wake.ts';

document.dispatchEvent(new Event(LIVE_EVENT));
