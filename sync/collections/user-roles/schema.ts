/**
 * The user_roles collection: the user's roles (internal staff see everyone's, by RLS). Read
 * only on the device; roles come from RPCs and administrators.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { jsonObject, nullableText, nullableUuid, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'user_roles',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    user_id: uuid,
    role_type: text,
    context_type: nullableText,
    context_id: nullableUuid,
    permissions: jsonObject,
    created_at: timestamp,
  },
  required: ['id', 'user_id', 'role_type'],
  indexes: ['user_id'],
} as const;

export type UserRoleDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const userRolesSchema: RxJsonSchema<UserRoleDoc> = literal;
export const userRolesMigrations: MigrationStrategies = {};
