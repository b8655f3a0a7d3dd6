/**
 * Page scroll lock shared by overlays and drawers (docs/menus-and-shell.md, overlays and scroll
 * lock). Each owner locks and unlocks for itself, so two overlays never unlock each other's page.
 * Browser only.
 */
const owners = new Set<string>();

function apply(): void {
  document.documentElement.classList.toggle('scroll-locked', owners.size > 0);
}

export function lockScroll(owner: string): void {
  owners.add(owner);
  apply();
}

export function unlockScroll(owner: string): void {
  owners.delete(owner);
  apply();
}
