/** The HTTP side of the account calls shared by their endpoints: paging and the order-sync code. */
import type { Translate } from '../../lib/i18n.ts';
import { fieldErrors } from '../http/api-error.ts';
import { MAX_ORDERS_PER_PAGE, ORDERS_PER_PAGE } from './orders.ts';

const WHOLE = /^[1-9]\d{0,5}$/;

/** ?page= and ?per_page= of a list; 422 for anything but whole numbers in range. */
export function pageQuery(url: URL, t: Translate): { page: number; perPage: number } {
  const page = url.searchParams.get('page');
  const perPage = url.searchParams.get('per_page');
  const problems: Record<string, string> = {};
  if (page !== null && !WHOLE.test(page)) problems.page = 'account.errors.pageInvalid';
  if (perPage !== null && !(WHOLE.test(perPage) && Number(perPage) <= MAX_ORDERS_PER_PAGE)) problems.per_page = 'account.errors.perPageInvalid';
  if (Object.keys(problems).length) throw fieldErrors(t, problems);
  return { page: page === null ? 1 : Number(page), perPage: perPage === null ? ORDERS_PER_PAGE : Number(perPage) };
}

/** The 6 digits of an order-sync code, spaces allowed as people copy them. */
export function syncCodeInput(body: Record<string, unknown>, t: Translate): string {
  const code = typeof body.code === 'string' ? body.code.replace(/\s/g, '') : '';
  if (!/^\d{6}$/.test(code)) throw fieldErrors(t, { code: 'account.errors.codeFormat' });
  return code;
}
