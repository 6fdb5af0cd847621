// Column builders shared by the schema files. Every call makes new builder
// objects: drizzle binds a builder to the one table it is used in, so a builder
// must never be shared between tables (hence functions, not constants).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** timestamptz, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at`, set by the database on insert. */
export const createdAt = () => ts('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both now() on insert; the writer bumps `updated_at`. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** `id serial primary key`. */
export const id = () => serial('id').primaryKey();

/** `id bigserial primary key`, for append-only logs that outgrow an int. */
export const bigId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** `id text primary key`, for ids the code makes (random or hashed). */
export const textId = () => text('id').primaryKey();

/** The owning account, without a foreign key (the owner's schema module adds one where the table has it). */
export const accountId = () => integer('account_id').notNull();

/** Money in integer minor units (cents), never a float. */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** The totals of an invoice or a credit note. */
export const invoiceTotals = () => ({
  subtotalCents: cents('subtotal_cents'),
  taxCents: cents('tax_cents'),
  totalCents: cents('total_cents'),
});

/** A `text[]` that is never null, empty by default. */
export const texts = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
