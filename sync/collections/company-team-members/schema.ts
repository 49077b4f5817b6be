/**
 * The company_team_members collection: the user's memberships and, by RLS, the teams of their
 * companies. Read only on the device; written by the server.
 */
import type { ExtractDocumentTypeFromTypedRxJsonSchema, MigrationStrategies, RxJsonSchema } from 'rxdb';
import { text, timestamp, uuid } from '../fields';

const literal = {
  title: 'company_team_members',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuid,
    company_id: uuid,
    user_id: uuid,
    member_role: text,
    joined_at: timestamp,
  },
  required: ['id', 'company_id', 'user_id', 'member_role'],
  indexes: ['user_id', 'company_id'],
} as const;

export type CompanyTeamMemberDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof literal>;
export const companyTeamMembersSchema: RxJsonSchema<CompanyTeamMemberDoc> = literal;
export const companyTeamMembersMigrations: MigrationStrategies = {};
