/**
 * Demo customers, so the account screens show real data from the first start. The password of
 * each is in the README; they are ordinary accounts in every other way.
 */
export type DemoAddress = {
  countryId: string; company?: string; vatNumber?: string; street: string; houseNumber: string; postcode: string; city: string;
  phone?: string; validated?: boolean; isDefault?: boolean;
};

export type DemoCustomer = {
  email: string; password: string; firstname: string; lastname: string; accountType: 'individual' | 'organization';
  locale: 'en' | 'nl' | 'de'; newsletter: boolean; addresses: DemoAddress[];
};

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    email: 'demo@framboos.example', password: 'frambozen-taart-2026', firstname: 'Anna', lastname: 'de Vries',
    accountType: 'organization', locale: 'nl', newsletter: true,
    addresses: [
      { countryId: 'NL', street: 'Stationsstraat', houseNumber: '12a', postcode: '3811 MH', city: 'Amersfoort', phone: '+31 33 123 4567', isDefault: true },
      { countryId: 'BE', company: 'Pi Lab Leuven BV', vatNumber: 'BE0123456749', street: 'Naamsestraat', houseNumber: '80', postcode: '3000', city: 'Leuven', validated: true },
    ],
  },
  {
    email: 'kunde@framboos.example', password: 'himbeer-kuchen-2026', firstname: 'Jonas', lastname: 'Becker',
    accountType: 'individual', locale: 'de', newsletter: false,
    addresses: [{ countryId: 'DE', street: 'Bergstraße', houseNumber: '7', postcode: '52062', city: 'Aachen', isDefault: true }],
  },
];
