/**
 * A device-only sort key for "newest first". RxDB's storages use an index only for ascending
 * sorts, so reading the newest 50 messages by `created_at desc` would read and sort the whole
 * conversation; an ascending index on this key (a countdown from a fixed point in microseconds,
 * zero-padded) reads exactly the 50 it needs. Derived from created_at on every document that
 * reaches the device, and never sent.
 */
const COUNTDOWN_FROM = 8_999_999_999_999_999; // below Number.MAX_SAFE_INTEGER; lasts until ~2255

export function newestFirstKey(createdAt: string): string {
  const ms = Date.parse(createdAt);
  if (Number.isNaN(ms)) throw new Error(`Not a timestamp: ${createdAt}`);
  const fraction = /\.(\d+)/.exec(createdAt)?.[1] ?? '';
  const micros = ms * 1000 + Number(fraction.slice(3, 6).padEnd(3, '0'));
  return String(COUNTDOWN_FROM - micros).padStart(16, '0');
}
