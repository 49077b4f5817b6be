/**
 * The replication of each mirrored table, in start order: memberships before the workspace
 * records, those (the jobs) before the companies they scope, and participants and applications
 * before the profiles they scope.
 */
import { companiesSync } from '../collections/companies/replication';
import { companyTeamMembersSync } from '../collections/company-team-members/replication';
import { conversationMessagesSync } from '../collections/conversation-messages/replication';
import { conversationParticipantsSync } from '../collections/conversation-participants/replication';
import { conversationsSync } from '../collections/conversations/replication';
import { internalPortalUsersSync } from '../collections/internal-portal-users/replication';
import { notificationsSync } from '../collections/notifications/replication';
import type { MirroredTable } from '../collections/registry';
import { userProfilesSync } from '../collections/user-profiles/replication';
import { userRolesSync } from '../collections/user-roles/replication';
import { workspaceRecordsSync } from '../collections/workspace-records/replication';
import { deleteFailedMessage, retryMessage } from '../chat/message-delivery';
import type { TableSync } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const tableSyncs: Record<MirroredTable, TableSync<any>> = {
  user_roles: userRolesSync,
  company_team_members: companyTeamMembersSync,
  internal_portal_users: internalPortalUsersSync,
  conversations: conversationsSync,
  conversation_participants: conversationParticipantsSync,
  workspace_records: workspaceRecordsSync,
  companies: companiesSync,
  user_profiles: userProfilesSync,
  // A refused message is the user's alone: Retry queues it again, Delete drops it.
  conversation_messages: {
    ...conversationMessagesSync,
    failures: { retry: retryMessage, discard: deleteFailedMessage },
  },
  notifications: notificationsSync,
};
