/**
 * The pieces every row schema is made of, each mirroring one kind of SQL CHECK exactly, so a
 * value the device accepts is one the database takes and the reverse
 * (tests/integration/schema-checks.test.ts holds them to it). Lengths count characters as
 * Postgres's char_length does (code points, not UTF-16 units), and "required" trims only spaces,
 * as btrim does.
 */
import { z } from 'zod';

/** numeric(14, 2)'s largest value: an amount the column can hold. */
export const MAX_AMOUNT = 999_999_999_999.99;

/** char_length(value): an emoji is one character to Postgres and two to String.length. */
export const charLength = (value: string) => [...value].length;

/** btrim(value): only spaces, not tabs or new lines. */
export const btrim = (value: string) => value.replace(/^ +| +$/g, '');

/** A text column with `char_length(col) <= max`; null allowed unless `required`. */
export function text(max: number, message: string) {
  return z.string({ error: message }).refine((v) => charLength(v) <= max, { error: message });
}

export const optionalText = (max: number, message: string) => text(max, message).nullable().optional();

/** A text column with `char_length(btrim(col)) between min and max`; separate words for each end. */
export function trimmedText(min: number, max: number, messages: { empty: string; long: string }) {
  return z
    .string({ error: messages.empty })
    .refine((v) => charLength(btrim(v)) >= min, { error: messages.empty, abort: true })
    .refine((v) => charLength(btrim(v)) <= max, { error: messages.long });
}

/** A numeric column with `col >= 0` (or `> 0` when `positive`) that numeric(14, 2) can hold. */
export function amount(message: string, { positive = false } = {}) {
  return z
    .number({ error: message })
    .refine((v) => Number.isFinite(v) && (positive ? v > 0 : v >= 0) && v <= MAX_AMOUNT, { error: message });
}

/** An integer column with `col between min and max`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A currency column with `col ~ '^[A-Z]{3}$'`. */
export const currency = (message = 'The currency is a 3-letter code such as USD') =>
  z.string({ error: message }).regex(/^[A-Z]{3}$/, { error: message });

/** A Postgres enum, or a text column with `col = any (array[...])`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const yesOrNo = (message: string) => z.boolean({ error: message });

/** A jsonb column with `jsonb_typeof(col) = 'array'` whose items are objects. */
export const listOfObjects = (message: string) =>
  z.array(z.record(z.string(), z.unknown(), { error: message }), { error: message });
