/** The account API's contract (docs/api.md, login and account), shared by server and browser. */

export type AccountType = 'individual' | 'organization';

export type AddressJson = {
  id: number;
  country_id: string;
  company: string | null;
  vat_number: string | null;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  phone: string | null;
  /** 1 = validated by the back office, e.g. a checked EU VAT number; it shows the business page. */
  validated: 0 | 1;
  is_default: boolean;
};

export type NotificationPreferencesJson = { order_updates: boolean; back_in_stock: boolean; product_news: boolean; review_requests: boolean };

export type UserJson = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  account_type: AccountType;
  locale: 'en' | 'nl' | 'de';
  newsletter: boolean;
  notification_preferences: NotificationPreferencesJson;
  addresses: AddressJson[];
  created_at: string;
};

/** POST /api/login, /api/register and /api/refresh-token answer a bearer token and the user. */
export type LoginAnswer = {
  token: string;
  token_type: 'Bearer';
  expires_at: string;
  /** The login was made with "remember me" (where the browser keeps the token). */
  remember: boolean;
  user: UserJson;
};
