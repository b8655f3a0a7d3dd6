/** Popular searches as chips (docs/search.md); 15 placeholders while they load. A chip searches its text. */
import { useId } from 'react';
import { SkeletonChips } from './Skeletons.tsx';

export const CHIP_PLACEHOLDERS = 15;
/** A chip: a rounded button or link with a search's or a category's text. */
export const CHIP_CLASS =
  'rounded-full border border-line bg-white px-3 py-1.5 text-sm text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Searches as a list of chips; a chip searches its text. */
export function ChipList({ texts, onPick, className = 'flex flex-wrap gap-2' }: { texts: string[]; onPick: (text: string) => void; className?: string }) {
  return (
    <ul className={className}>
      {texts.map((text) => (
        <li key={text}>
          <button type="button" className={CHIP_CLASS} onClick={() => onPick(text)}>
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function PopularChips({ title, chips, onPick }: { title: string; chips: string[] | null; onPick: (text: string) => void }) {
  const id = useId();
  if (chips !== null && chips.length === 0) return null;
  return (
    <section aria-labelledby={id} aria-busy={chips === null}>
      <h3 id={id} className="mb-2 text-sm font-bold">
        {title}
      </h3>
      {chips === null ? <SkeletonChips count={CHIP_PLACEHOLDERS} /> : <ChipList texts={chips} onPick={onPick} />}
    </section>
  );
}
