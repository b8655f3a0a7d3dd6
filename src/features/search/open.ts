/** Whether the search overlay is open: UI state, apart from the results (docs/README.md, conventions). */
import { atom } from 'nanostores';

export const $searchOpen = atom(false);
