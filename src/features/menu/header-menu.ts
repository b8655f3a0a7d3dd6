/**
 * Which header dropdown is open: only one of the favourites dropdown and the user dropdown at
 * once (docs/menus-and-shell.md, header dropdowns). UI state of its own, shared by the islands
 * that own the dropdowns.
 */
import { atom } from 'nanostores';

export type HeaderMenu = 'favorites' | 'user' | null;

export const $headerMenu = atom<HeaderMenu>(null);

export function toggleHeaderMenu(menu: Exclude<HeaderMenu, null>): void {
  $headerMenu.set($headerMenu.get() === menu ? null : menu);
}
