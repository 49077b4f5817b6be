// The fields a notification derives from its row (product-spec §3): whether it is an
// invitation still waiting for an answer, and the invitation's details.
import type { NotificationDoc } from '@sync/collections/notifications/schema';

export const NOTIFICATION_TYPES = ['company_invitation', 'application', 'interview', 'grading', 'chat'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface InvitationData {
  company_name: string | null;
  company_logo: string | null;
  member_role: string | null;
  invited_by: string | null;
}

type Row = Pick<NotificationDoc, 'type' | 'read' | 'data'>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** An invitation the person can still act on: not answered (no processed_at) and not read. */
export function isInvitation(row: Row): boolean {
  const data = (row.data ?? {}) as Record<string, unknown>;
  return row.type === 'company_invitation' && data.requires_action === true && !data.processed_at && !row.read;
}

/** The invitation's company and role, or null for other types. `role` stands in for member_role. */
export function invitationData(row: Row): InvitationData | null {
  if (row.type !== 'company_invitation') return null;
  const data = (row.data ?? {}) as Record<string, unknown>;
  return {
    company_name: text(data.company_name),
    company_logo: text(data.company_logo),
    member_role: text(data.member_role) ?? text(data.role),
    invited_by: text(data.invited_by),
  };
}

export function invitationId(row: Row): string | null {
  return text(((row.data ?? {}) as Record<string, unknown>).invitation_id);
}

export const notificationTypeLabels: Record<NotificationType, string> = {
  company_invitation: 'Invitations',
  application: 'Applications',
  interview: 'Interviews',
  grading: 'Grading',
  chat: 'Messages',
};

export type InvitationAnswer = 'accept' | 'decline';
