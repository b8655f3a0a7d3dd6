/** Icons of the search island, drawn like src/components/Icon.astro (decorative; labels sit on the controls). */

const common = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export function SearchIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return <svg className={className} {...common}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>;
}

export function CloseIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return <svg className={className} {...common}><path d="M6 6l12 12M18 6 6 18" /></svg>;
}
