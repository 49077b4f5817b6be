/**
 * The companies collection: only the companies the user belongs to. Every company is public
 * (RLS lets anyone read them), so the replication scopes the mirror to the user's memberships.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { nullableText, nullableUuid, text, timestamp, uuid } from '../fields';

const literal = {
  title: 'companies',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    name: text,
    identifier: text,
    logo_url: nullableText,
    description: nullableText,
    website: nullableText,
    location: nullableText,
    size: nullableText,
    industry: nullableText,
    created_by: nullableUuid,
    created_at: timestamp,
    updated_at: timestamp,
  },
  required: ['id', 'name', 'identifier'],
} as const;

export type CompanyDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const companiesSchema: RxJsonSchema<CompanyDoc> = literal;
export const companiesMigrations: MigrationStrategies = {};
