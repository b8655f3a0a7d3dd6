/**
 * The private/business toggle's click (docs/menus-and-shell.md, private and business prices),
 * loaded on the first touch (src/features/shell/wake.ts): flips the type at most once in 2 s.
 */
import { choose, storage } from './boot.ts';
import { isCustomerType, storedCustomerType, toggleLock } from './customer-type.ts';

const lock = toggleLock();

document.addEventListener('click', (event) => {
  const option = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-customer-type] button[value]');
  if (!option || !isCustomerType(option.value)) return;
  if (option.value === storedCustomerType(storage, document.cookie)) return;
  if (!lock.tryFlip()) return;
  choose(option.value);
});
