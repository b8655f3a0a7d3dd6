/** Company facts shown in the shell and structured data (docs/menus-and-shell.md, company facts). */
export const COMPANY = {
  name: 'Framboos Elektronica',
  legalName: 'Framboos Elektronica B.V.',
  street: 'Databankweg 12',
  postcode: '3821 AL',
  city: 'Leusden',
  country: 'NL',
  phone: '+31 33 820 0400',
  phoneHref: 'tel:+31338200400',
  whatsappHref: 'https://wa.me/31612345678',
  email: 'service@framboos.example',
  /** On every invoice (docs/invoices.md, the seller). */
  vatNumber: 'NL862345678B01',
  cocNumber: '81234567',
  iban: 'NL12 ABNA 0123 4567 89',
  geo: { latitude: 52.1325, longitude: 5.4286 },
  social: {
    facebook: 'https://www.facebook.com/framboos.elektronica',
    instagram: 'https://www.instagram.com/framboos.elektronica',
    youtube: 'https://www.youtube.com/@framboos-elektronica',
    linkedin: 'https://www.linkedin.com/company/framboos-elektronica',
  },
  reviewSiteUrl: 'https://www.kiyoh.com/reviews/framboos-elektronica',
  /** Promises of the header (docs/limits.md, shop and company). */
  orderBefore: '16:00',
  returnDays: 14,
  phoneHours: { from: '10:00', to: '16:00' },
  replyWithinHours: 24,
} as const;
