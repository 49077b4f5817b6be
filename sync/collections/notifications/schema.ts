/**
 * The notifications collection: the user's own notifications (RLS), newest first. The
 * recipient only ever changes `read`, and only from false to true.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { bool, jsonObject, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'notifications',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    user_id: uuid,
    type: text,
    title: text,
    message: text,
    data: jsonObject,
    read: bool,
    created_at: timestamp,
  },
  required: ['id', 'user_id', 'type', 'title', 'read', 'created_at'],
  indexes: ['created_at'],
} as const;

export type NotificationDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const notificationsSchema: RxJsonSchema<NotificationDoc> = literal;
export const notificationsMigrations: MigrationStrategies = {};
