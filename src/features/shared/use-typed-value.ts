/**
 * What the shopper typed into a server-rendered field before its island woke (the island wakes
 * on first touch, and focus and keys stay in the DOM meanwhile): the state takes it on mount, so
 * a controlled input does not keep showing text its state does not hold.
 */
import { useEffect, type RefObject } from 'react';

export function useTypedValue(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, current: string, take: (value: string) => void): void {
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== current) take(typed);
    // Once, at mount: later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
