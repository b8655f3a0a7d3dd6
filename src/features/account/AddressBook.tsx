/**
 * The customer's addresses on the information page: each with its default and validation
 * state, to change or remove (asked once more inline), and a form to add one. Every answer of
 * the server carries the whole list, which replaces the shown one. Focus never falls back to
 * the page when the control that had it goes: it moves to the form that opened, back to the
 * button that opened it, or to the list's heading after a removal.
 */
import { useEffect, useRef, useState } from 'react';
import type { AddressJson } from '#src/lib/auth/types.ts';
import type { Locale } from '#src/lib/locales.ts';
import { fill } from '#src/lib/text.ts';
import { accountCall } from './api.ts';
import { AddressForm, draftOf, type AddressDraft } from './AddressForm.tsx';
import { FormNotice } from './FormNotice.tsx';
import { useAccountForm } from './use-form.ts';
import type { AddressStrings } from './strings.ts';

type Props = { s: AddressStrings; locale: Locale; addresses: AddressJson[]; countries: { id: string; name: string }[]; defaultCountry: string };

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'remove'; id: number } | null;

const oneLine = (a: AddressJson) => `${a.street} ${a.house_number}, ${a.city}`;

/** Every answer of the address calls carries the whole list, which replaces the shown one. */
type Answer = { message: string; addresses: AddressJson[] };
const hasList = (answer: Partial<Answer>) => Array.isArray(answer.addresses);

export default function AddressBook({ s, locale, addresses: initial, countries, defaultCountry }: Props) {
  const form = useAccountForm(s.form);
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const a = s.addresses;
  const countryName = (id: string) => countries.find((c) => c.id === id)?.name ?? id;
  const section = useRef<HTMLElement>(null);
  /**
   * Where focus goes (a selector within the section), once the render that comes with it is on
   * screen: state, not a ref, so it cannot be taken by the effects of an earlier render.
   */
  const [focusTarget, setFocusTarget] = useState<{ selector: string } | null>(null);
  useEffect(() => {
    if (focusTarget) section.current?.querySelector<HTMLElement>(focusTarget.selector)?.focus();
  }, [focusTarget]);
  const focusNext = (selector: string) => setFocusTarget({ selector });

  /** The control that opened `editing`, for focus when it closes. */
  const opener = (from: Editing): string =>
    !from ? '#addresses-title' : from.kind === 'new' ? '[data-add-address]' : `[data-address="${from.id}"] [data-${from.kind === 'edit' ? 'edit' : 'remove'}]`;
  const open = (next: Editing) => {
    form.setFields({});
    form.setNotice(null);
    focusNext(next === null ? opener(editing) : next.kind === 'remove' ? `[data-address="${next.id}"] [data-remove-cancel]` : '[data-form-title]');
    setEditing(next);
  };
  const save = async (draft: AddressDraft, id: number | null) => {
    const done = await form.submit(() =>
      accountCall<Answer>(locale, id === null ? 'POST' : 'PUT', id === null ? '/api/account/addresses' : `/api/account/addresses/${id}`, draft, hasList),
    );
    if (done) {
      setAddresses(done.addresses);
      focusNext(id === null ? '#addresses-title' : opener(editing));
      setEditing(null);
    }
  };
  const remove = async (id: number) => {
    const done = await form.submit(() => accountCall<Answer>(locale, 'DELETE', `/api/account/addresses/${id}`, undefined, hasList));
    if (done) setAddresses(done.addresses);
    focusNext(done ? '#addresses-title' : opener(editing));
    setEditing(null);
  };

  return (
    <section ref={section} aria-labelledby="addresses-title" className="flex flex-col gap-3">
      <h2 id="addresses-title" className="text-lg font-bold outline-none" tabIndex={-1}>
        {a.title}
      </h2>
      <p className="text-sm text-ink-soft">{a.validationNote}</p>
      {addresses.length === 0 && <p className="text-ink-soft">{a.empty}</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {addresses.map((address) =>
          editing?.kind === 'edit' && editing.id === address.id ? (
            <li key={address.id} className="md:col-span-2">
              <AddressForm
                s={s}
                title={a.editTitle}
                initial={draftOf(address, defaultCountry)}
                countries={countries}
                fields={form.fields}
                busy={form.busy}
                wasValidated={address.validated === 1}
                onSave={(d) => void save(d, address.id)}
                onCancel={() => open(null)}
              />
            </li>
          ) : (
            <li key={address.id} className="flex flex-col gap-2 rounded-lg border border-line p-4" data-address={address.id}>
              <div className="flex flex-wrap gap-2">
                {address.is_default && <span className="rounded-full bg-surface-alt px-2 py-0.5 text-xs font-semibold text-ink-soft">{a.default}</span>}
                {address.validated === 1 && <span className="rounded-full bg-sky px-2 py-0.5 text-xs font-semibold text-navy">{a.validated}</span>}
                {address.validated === 0 && address.vat_number && (
                  <span className="rounded-full bg-[#fff4e0] px-2 py-0.5 text-xs font-semibold text-warn">{a.notValidated}</span>
                )}
              </div>
              <address className="not-italic leading-relaxed">
                {address.company && (
                  <>
                    {address.company}
                    <br />
                  </>
                )}
                {address.street} {address.house_number}
                <br />
                {address.postcode} {address.city}
                <br />
                {countryName(address.country_id)}
                {address.vat_number && (
                  <>
                    <br />
                    <span className="text-sm text-ink-soft">{fill(a.vatLine, { vat: address.vat_number })}</span>
                  </>
                )}
                {address.phone && (
                  <>
                    <br />
                    <span className="text-sm text-ink-soft">{address.phone}</span>
                  </>
                )}
              </address>
              {editing?.kind === 'remove' && editing.id === address.id ? (
                <div className="flex flex-wrap items-center gap-2" role="group" aria-label={a.confirmRemove}>
                  <span className="text-sm font-semibold">{a.confirmRemove}</span>
                  <button type="button" className="btn-primary py-1.5 text-sm" disabled={form.busy} onClick={() => void remove(address.id)}>
                    {a.removeYes}
                  </button>
                  <button type="button" className="btn-ghost py-1.5 text-sm" disabled={form.busy} onClick={() => open(null)} data-remove-cancel>
                    {a.cancel}
                  </button>
                </div>
              ) : (
                <div className="mt-auto flex gap-2">
                  <button
                    type="button"
                    className="btn-ghost py-1.5 text-sm"
                    aria-label={fill(a.editLabel, { address: oneLine(address) })}
                    onClick={() => open({ kind: 'edit', id: address.id })}
                    data-edit
                  >
                    {a.edit}
                  </button>
                  <button
                    type="button"
                    className="btn-ghost py-1.5 text-sm"
                    aria-label={fill(a.removeLabel, { address: oneLine(address) })}
                    onClick={() => open({ kind: 'remove', id: address.id })}
                    data-remove
                  >
                    {a.remove}
                  </button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {editing?.kind === 'new' ? (
        <AddressForm
          s={s}
          title={a.newTitle}
          initial={draftOf(null, defaultCountry)}
          countries={countries}
          fields={form.fields}
          busy={form.busy}
          wasValidated={false}
          onSave={(d) => void save(d, null)}
          onCancel={() => open(null)}
        />
      ) : (
        <div>
          <button type="button" className="btn-ghost" onClick={() => open({ kind: 'new' })} data-add-address>
            {a.add}
          </button>
        </div>
      )}
      <FormNotice notice={form.notice} />
    </section>
  );
}
