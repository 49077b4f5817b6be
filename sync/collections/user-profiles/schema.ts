/**
 * The user_profiles collection: the user's own profile and those of their chat contacts,
 * teammates and applicants (every account's profile is readable, so the replication scopes the
 * mirror). `email` is private on the server: it holds the address only where the user may see
 * it (themself, teammates, applicants to their companies, conversation contacts; see
 * ./emails.ts), null otherwise. The user edits their own names and avatar.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { nullableText, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'user_profiles',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    user_id: uuid,
    display_name: nullableText,
    first_name: nullableText,
    last_name: nullableText,
    avatar_url: nullableText,
    email: nullableText,
    status: text,
    created_at: timestamp,
    updated_at: timestamp,
  },
  required: ['id', 'user_id', 'updated_at'],
  indexes: ['user_id'],
} as const;

export type UserProfileDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const userProfilesSchema: RxJsonSchema<UserProfileDoc> = literal;
export const userProfilesMigrations: MigrationStrategies = {};
