/**
 * The UI strings of the cart (drawer, cart page, the store's notices), built on the server with the
 * page's translator and passed as one prop (docs/README.md, conventions: islands receive only the
 * strings they need). Placeholders stay `{{name}}` and are filled in the browser (src/lib/text.ts).
 */
import type { Translate } from '#src/lib/i18n.ts';
import type { CartMessages } from './store.ts';
import type { Plural } from '#src/lib/text.ts';

const raw = { skipInterpolation: true } as const;

export function cartMessages(t: Translate): CartMessages {
  const e = (key: keyof CartMessages & string) => t(`cart.errors.${key}` as 'cart.errors.fetch', raw);
  return {
    fetch: e('fetch'),
    add: e('add'),
    update: e('update'),
    remove: e('remove'),
    clear: e('clear'),
    applyCoupon: e('applyCoupon'),
    removeCoupon: e('removeCoupon'),
    addBump: e('addBump'),
    removeBump: e('removeBump'),
    removeSub: e('removeSub'),
    updateSub: e('updateSub'),
    itemNotFound: e('itemNotFound'),
    alreadyDeleting: e('alreadyDeleting'),
    inProgress: e('inProgress'),
    network: e('network'),
    added: t('cart.added', raw),
    removed: t('cart.removed', raw),
    restored: t('cart.restored', raw),
    retrying: t('cart.retrying'),
  };
}

export function cartCountLabel(t: Translate): Plural {
  return { one: t('cart.count', { count: 1, ...raw }), other: t('cart.count', { count: 2, ...raw }) };
}

/** The delivery texts of the cart and the product page (`delivery.*`), placeholders unfilled. */
export function deliveryStrings(t: Translate) {
  return {
    free: t('delivery.free'),
    more: t('delivery.more', raw),
    reached: t('delivery.reached'),
    promise: {
      orderBefore: t('delivery.orderBefore', raw),
      orderNow: t('delivery.orderNow', raw),
      tomorrow: t('delivery.tomorrow', raw),
      on: t('delivery.on', raw),
      between: t('delivery.between', raw),
    },
  };
}

export function cartStrings(t: Translate) {
  return {
    delivery: deliveryStrings(t),
    title: t('cart.title'),
    close: t('common.close'),
    empty: t('cart.empty'),
    emptyHint: t('cart.emptyHint'),
    continueShopping: t('cart.continueShopping'),
    toCart: t('cart.toCart', raw),
    checkout: t('cart.checkout'),
    checkoutBar: t('cart.checkoutBar'),
    summary: t('cart.summary'),
    quantity: t('cart.quantity'),
    quantityOf: t('cart.quantityOf', raw),
    increase: t('cart.increase', raw),
    decrease: t('cart.decrease', raw),
    remove: t('cart.remove', raw),
    removeShort: t('cart.removeShort'),
    each: t('cart.each', raw),
    subtotal: t('cart.subtotal'),
    discount: t('cart.discount', raw),
    tax: t('cart.tax'),
    reverseCharge: t('cart.reverseCharge'),
    total: t('cart.total'),
    totalExcl: t('cart.totalExcl'),
    shippingNote: t('cart.shippingNote'),
    updating: t('cart.updating'),
    unavailable: t('cart.unavailable'),
    stockShort: t('cart.stockShort', raw),
    inclVat: t('common.inclVat'),
    exclVat: t('common.exclVat'),
    noVatExport: t('common.noVatExport'),
    noVatReverse: t('common.noVatReverse'),
    count: cartCountLabel(t),
    coupon: {
      label: t('cart.coupon.label'),
      apply: t('cart.coupon.apply'),
      applying: t('cart.coupon.applying'),
      remove: t('cart.coupon.remove', raw),
      notApplied: t('cart.coupon.notApplied', raw),
    },
    bumps: {
      title: t('cart.bumps.title'),
      badge: t('cart.bumps.badge'),
      add: t('cart.bumps.add', raw),
      added: t('cart.bumps.added'),
      save: t('cart.bumps.save', raw),
    },
    kit: { parts: t('cart.kit.parts'), pieces: t('cart.kit.pieces', raw), removePart: t('cart.kit.removePart', raw), perKit: t('cart.kit.perKit', raw) },
  };
}

export type CartStrings = ReturnType<typeof cartStrings>;
