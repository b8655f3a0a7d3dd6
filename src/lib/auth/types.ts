/**
 * The account API's contract (the user, the login answer), shared by server and browser:
 * the types of the schemas in src/lib/api/auth.ts.
 */
export type { AccountType, AddressJson, LoginAnswer, NotificationPreferencesJson, UserJson } from '../api/auth.ts';
