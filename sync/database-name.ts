/**
 * The name of a user's database, made from their id, and the id read back from the name (the
 * messages' schema migration needs to know whose database it is migrating).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME = /^evee_([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/;

export function databaseNameFor(userId: string): string {
  if (!UUID.test(userId)) throw new Error(`A database is named from a user id (a UUID), got "${userId}"`);
  return `evee_${userId.toLowerCase().replaceAll('-', '')}`;
}

/** The owner's user id, or null for a name not made by databaseNameFor. */
export function userIdOfDatabase(name: string): string | null {
  const parts = NAME.exec(name);
  return parts ? parts.slice(1).join('-') : null;
}
