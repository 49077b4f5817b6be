/**
 * JSON-schema building blocks for the mirrored tables. Values keep PostgREST's own encoding
 * (timestamps as `2026-01-01T12:00:00.123456+00:00` strings), so documents compare equal to
 * rows and sort by time as strings. Indexed fields carry maxLength, as Dexie requires.
 */
export const uuid = { type: 'string', maxLength: 36 } as const;
export const nullableUuid = { type: ['string', 'null'] } as const;
export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const timestamp = { type: 'string', maxLength: 40 } as const;
export const nullableTimestamp = { type: ['string', 'null'] } as const;
export const bool = { type: 'boolean' } as const;
export const int = { type: 'integer' } as const;
export const jsonObject = { type: 'object', additionalProperties: true } as const;
export const jsonArray = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

/** The current time in PostgREST's timestamptz encoding (microseconds, +00:00). */
export function nowTimestamp(date: Date = new Date()): string {
  return date.toISOString().replace('Z', '000+00:00');
}
