import { integer, timestamp } from 'drizzle-orm/pg-core';

/** An integer identity primary key named id. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** When the row was written (defaults to now). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
