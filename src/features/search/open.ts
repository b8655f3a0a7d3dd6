/** Whether the search overlay is open: UI state, apart from the results (STYLE.md 5). */
import { atom } from 'nanostores';

export const $searchOpen = atom(false);
