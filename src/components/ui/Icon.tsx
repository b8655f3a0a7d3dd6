/**
 * The shop's one icon set (src/components/ui/icons.ts), drawn inline (no sprite file, no request)
 * in islands. Icons are decorative: the label sits on the surrounding link or button. Server-drawn
 * pages use `iconClass` (./icons.ts), the same markup as a class, without a React render per icon.
 */
import { memo } from 'react';
import { ICON_MARKUP, type IconName } from './icons.ts';

export type { IconName };

export type IconProps = { name: IconName; className?: string };

function Icon({ name, className = 'h-5 w-5' }: IconProps) {
  return (
    // The stroke's look is the `.ic` rule of src/styles/global.css, not six attributes on each of
    // the 40-odd icons of a page (docs/menus-and-shell.md, page weight).
    <svg className={`ic ${className}`} viewBox="0 0 24 24" aria-hidden="true" dangerouslySetInnerHTML={{ __html: ICON_MARKUP[name] }} />
  );
}

// memo(): pages render this view to plain HTML many times over; Astro sees a memo component is
// React by its type, where a plain function is rendered once more just to find that out.
export default memo(Icon);
