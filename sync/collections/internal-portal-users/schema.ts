/**
 * The internal_portal_users collection: the user's own portal membership, or the whole portal
 * team for internal staff (RLS). Read only on the device.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { text, timestamp, uuid } from '../fields';

const literal = {
  title: 'internal_portal_users',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    user_id: uuid,
    member_role: text,
    created_at: timestamp,
  },
  required: ['id', 'user_id', 'member_role'],
  indexes: ['user_id'],
} as const;

export type InternalPortalUserDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const internalPortalUsersSchema: RxJsonSchema<InternalPortalUserDoc> = literal;
export const internalPortalUsersMigrations: MigrationStrategies = {};
