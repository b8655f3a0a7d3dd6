/** The kinds of partner the partners page groups by, in the page's order (docs/contact.md, partners). */
export const PARTNER_KINDS = ['brand', 'education', 'makerspace', 'service'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
