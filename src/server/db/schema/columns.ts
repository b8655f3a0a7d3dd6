/** Shared column helpers and types of the schema modules. */
import { timestamp } from 'drizzle-orm/pg-core';

export type LocalizedText = { en: string; nl: string; de: string };

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
