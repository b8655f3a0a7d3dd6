/**
 * − [quantity] + for a cart line. Each press shows at once (the store syncs 500 ms after the
 * last one); typing commits a valid number as it is typed and puts the line's quantity back
 * when the field is left empty or invalid, so clearing the field never removes the line.
 */
import { useEffect, useRef, useState } from 'react';
import { fill } from '#src/lib/text.ts';

type Props = {
  quantity: number;
  name: string;
  /** Most the line may hold (stock), or null when unknown. */
  max: number | null;
  disabled?: boolean;
  labels: { quantityOf: string; increase: string; decrease: string };
  onChange: (quantity: number) => void;
};

const LIMIT = 999;

export function QuantityStepper({ quantity, name, max, disabled = false, labels, onChange }: Props) {
  const [text, setText] = useState(String(quantity));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(String(quantity));
  }, [quantity]);
  const top = Math.min(LIMIT, max ?? LIMIT);
  const commit = (value: string) => {
    const n = Number(value);
    if (/^\d+$/.test(value) && n >= 1 && n <= LIMIT && n !== quantity) onChange(n);
  };
  const button =
    'flex h-9 w-9 items-center justify-center text-lg font-semibold text-ink hover:bg-surface-alt disabled:cursor-not-allowed disabled:text-ink-mute disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center rounded-lg border border-line bg-white">
      <button
        type="button"
        className={`${button} rounded-l-lg`}
        aria-label={fill(labels.decrease, { name })}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={text}
        disabled={disabled}
        aria-label={fill(labels.quantityOf, { name })}
        className="h-9 w-12 border-x border-line text-center text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand"
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={() => {
          focused.current = false;
          setText(String(quantity));
        }}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commit(e.currentTarget.value.trim());
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
      <button
        type="button"
        className={`${button} rounded-r-lg`}
        aria-label={fill(labels.increase, { name })}
        disabled={disabled || quantity >= top}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
