/**
 * The account API's contract (spec §3 "User", "Login response"), shared by server and browser:
 * the types of the schemas in src/lib/api/auth.ts.
 */
export type { AccountType, AddressJson, LoginAnswer, NotificationPreferencesJson, UserJson } from '../api/auth.ts';
