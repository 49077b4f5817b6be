/**
 * Every collection of the user's database with its schema, migration strategies and conflict
 * handler. Mirrored collections carry their table's name, except workspace_records, which
 * holds rows of several tables (the open-core RxDB allows 13 collections; this is the 12th);
 * `outbox` and `sync_failures` live on the device only.
 */
import type { MigrationStrategies, RxCollection, RxConflictHandler, RxJsonSchema } from 'rxdb';
import { conflictHandlerFor, serverWins } from '../conflict/handler';
import { companiesMigrations, companiesSchema, type CompanyDoc } from './companies/schema';
import {
  companyTeamMembersMigrations,
  companyTeamMembersSchema,
  type CompanyTeamMemberDoc,
} from './company-team-members/schema';
import {
  conversationMessagesMigrations,
  conversationMessagesSchema,
  type ConversationMessageDoc,
} from './conversation-messages/schema';
import { resolveParticipant } from './conversation-participants/conflict';
import {
  conversationParticipantsMigrations,
  conversationParticipantsSchema,
  type ConversationParticipantDoc,
} from './conversation-participants/schema';
import { conversationsMigrations, conversationsSchema, type ConversationDoc } from './conversations/schema';
import {
  internalPortalUsersMigrations,
  internalPortalUsersSchema,
  type InternalPortalUserDoc,
} from './internal-portal-users/schema';
import { notificationsMigrations, notificationsSchema, type NotificationDoc } from './notifications/schema';
import { outboxMigrations, outboxSchema, type OutboxDoc } from './outbox/schema';
import { syncFailuresMigrations, syncFailuresSchema, type SyncFailureDoc } from './sync-failures/schema';
import { userProfilesMigrations, userProfilesSchema, type UserProfileDoc } from './user-profiles/schema';
import { userRolesMigrations, userRolesSchema, type UserRoleDoc } from './user-roles/schema';
import { resolveWorkspaceRecord } from './workspace-records/conflict';
import {
  workspaceRecordsMigrations,
  workspaceRecordsSchema,
  type WorkspaceRecordDoc,
} from './workspace-records/schema';

export interface EveeCollections {
  notifications: RxCollection<NotificationDoc>;
  conversations: RxCollection<ConversationDoc>;
  conversation_participants: RxCollection<ConversationParticipantDoc>;
  conversation_messages: RxCollection<ConversationMessageDoc>;
  user_roles: RxCollection<UserRoleDoc>;
  company_team_members: RxCollection<CompanyTeamMemberDoc>;
  companies: RxCollection<CompanyDoc>;
  internal_portal_users: RxCollection<InternalPortalUserDoc>;
  user_profiles: RxCollection<UserProfileDoc>;
  /** Rows of several tables (the company workspace's, and later others'): see workspace-records/. */
  workspace_records: RxCollection<WorkspaceRecordDoc>;
  outbox: RxCollection<OutboxDoc>;
  sync_failures: RxCollection<SyncFailureDoc>;
}

export type CollectionName = keyof EveeCollections;
export type MirroredTable = Exclude<CollectionName, 'outbox' | 'sync_failures'>;

interface CollectionDefinition {
  schema: RxJsonSchema<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  migrationStrategies: MigrationStrategies;
  conflictHandler: RxConflictHandler<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const def = <Doc>(schema: RxJsonSchema<Doc>, migrationStrategies: MigrationStrategies, rule = serverWins<Doc>) => ({
  schema,
  migrationStrategies,
  conflictHandler: conflictHandlerFor(rule),
});

export const collectionDefinitions: Record<CollectionName, CollectionDefinition> = {
  notifications: def(notificationsSchema, notificationsMigrations),
  conversations: def(conversationsSchema, conversationsMigrations),
  conversation_participants: def(
    conversationParticipantsSchema,
    conversationParticipantsMigrations,
    resolveParticipant,
  ),
  conversation_messages: def(conversationMessagesSchema, conversationMessagesMigrations),
  user_roles: def(userRolesSchema, userRolesMigrations),
  company_team_members: def(companyTeamMembersSchema, companyTeamMembersMigrations),
  companies: def(companiesSchema, companiesMigrations),
  internal_portal_users: def(internalPortalUsersSchema, internalPortalUsersMigrations),
  user_profiles: def(userProfilesSchema, userProfilesMigrations),
  workspace_records: def(workspaceRecordsSchema, workspaceRecordsMigrations, resolveWorkspaceRecord),
  outbox: def(outboxSchema, outboxMigrations),
  sync_failures: def(syncFailuresSchema, syncFailuresMigrations),
};

export const mirroredTables: MirroredTable[] = [
  'user_roles',
  'company_team_members',
  'companies',
  'internal_portal_users',
  'workspace_records',
  'user_profiles',
  'conversations',
  'conversation_participants',
  'conversation_messages',
  'notifications',
];
