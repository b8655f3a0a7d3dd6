/**
 * The customer's reviews (docs/reviews.md, writing a review): each product of their paid orders
 * with the review they wrote and its state, or a form to write one (POST /api/account/reviews).
 * The fields are the browser's own and read when the form is sent, so what was typed or chosen
 * before the island woke counts (ADR 0008); the stars are radios in a `data-native-boxes` list.
 * The review's text is shown as text, never as HTML.
 */
import { useState } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { fill } from '#src/lib/text.ts';
import type { ReviewableJson } from '#src/lib/api/reviews.ts';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from '#src/lib/reviews.ts';
import StarRating from '#src/components/ui/StarRating.tsx';
import { INPUT_CLASS } from '#src/components/ui/Field.tsx';
import { textOf } from '../auth/form-values.ts';
import { accountCall } from './api.ts';
import { FormFrame } from './FormFrame.tsx';
import { useAccountForm } from './use-form.ts';
import type { ReviewStrings } from './strings.ts';

type Props = { s: ReviewStrings; locale: Locale; products: ReviewableJson[] };

export default function ReviewForms({ s, locale, products: initial }: Props) {
  const [products, setProducts] = useState(initial);
  return (
    <ul className="flex flex-col gap-4">
      {products.map((p) => (
        <li key={p.product_id} className="card p-4">
          <h2 className="text-lg font-bold">{p.name}</h2>
          {p.review ? (
            <Written s={s} locale={locale} review={p.review} />
          ) : (
            // Closed until asked for: a customer with many orders sees a short list, and it opens without the island.
            <details className="mt-2">
              <summary className="cursor-pointer font-semibold text-brand">{s.write}</summary>
              <div className="mt-3">
                <WriteForm s={s} locale={locale} productId={p.product_id} onSaved={setProducts} />
              </div>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function Written({ s, locale, review }: { s: ReviewStrings; locale: Locale; review: NonNullable<ReviewableJson['review']> }) {
  return (
    <div className="mt-2 flex flex-col gap-1">
      <p className="text-sm">
        <span className="font-semibold">{s.yours}</span> · <span data-status={review.status}>{s.status[review.status]}</span>
      </p>
      <StarRating average={review.rating} locale={locale} label={s.rated} />
      {review.title && <p className="font-semibold">{review.title}</p>}
      <p className="leading-relaxed">{review.body}</p>
    </div>
  );
}

function WriteForm({ s, locale, productId, onSaved }: { s: ReviewStrings; locale: Locale; productId: number; onSaved: (products: ReviewableJson[]) => void }) {
  const form = useAccountForm(s.form);
  const ids = { rating: `rating-${productId}`, title: `title-${productId}`, body: `body-${productId}` };
  const save = async (data: FormData) => {
    const rating = Number(textOf(data, 'rating')) || null;
    const done = await form.submit(() =>
      accountCall<{ message: string; products: ReviewableJson[] }>(
        locale,
        'POST',
        '/api/account/reviews',
        { product_id: productId, rating, title: textOf(data, 'title'), body: textOf(data, 'body') },
        (answer) => Array.isArray(answer.products),
      ),
    );
    if (done) onSaved(done.products);
  };
  const problem = (field: string, id: string) =>
    form.fields[field] ? (
      <p id={`${id}-error`} className="text-sm text-danger">
        {form.fields[field]}
      </p>
    ) : null;
  return (
    <FormFrame form={form} onSave={save} submit={s.form.save} saving={s.form.saving}>
      <fieldset className="m-0 border-0 p-0" aria-describedby={form.fields.rating ? `${ids.rating}-error` : undefined}>
        <legend className="text-sm font-semibold">{s.rating}</legend>
        <div className="mt-1 flex flex-wrap gap-3" data-native-boxes>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex cursor-pointer items-center gap-1.5 text-sm">
              <input type="radio" name="rating" value={n} className="h-4 w-4 accent-brand" />
              {fill(n === 1 ? s.stars.one : s.stars.other, { count: String(n) })}
            </label>
          ))}
        </div>
        {problem('rating', ids.rating)}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.title} className="text-sm font-semibold">
          {s.title}
        </label>
        <input id={ids.title} name="title" maxLength={REVIEW_TITLE_MAX} className={INPUT_CLASS} aria-invalid={form.fields.title ? true : undefined} />
        {problem('title', ids.title)}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.body} className="text-sm font-semibold">
          {s.body}
        </label>
        <textarea
          id={ids.body}
          name="body"
          rows={4}
          maxLength={REVIEW_BODY_MAX}
          className={INPUT_CLASS}
          aria-invalid={form.fields.body ? true : undefined}
          aria-describedby={`${ids.body}-hint${form.fields.body ? ` ${ids.body}-error` : ''}`}
        />
        <p id={`${ids.body}-hint`} className="text-sm text-ink-soft">
          {fill(s.bodyHint, { min: String(REVIEW_BODY_MIN), max: String(REVIEW_BODY_MAX) })}
        </p>
        {problem('body', ids.body)}
      </div>
    </FormFrame>
  );
}
