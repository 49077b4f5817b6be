// Audit log lines as a list: when, who, what and whom it concerns, every person by name (the
// database resolves them), with the change's raw detail (before and after) a click away. Used
// by the Audit log view and on each user's detail.
import { Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { AuditLine } from '@sync/internal/audit';
import type { AppRole } from '@sync/internal/users';
import { actionLabel, roleLabels } from '../utils/access-labels';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const quoted = (text: string) => `“${text}”`;

/** A person the change names by id in its detail, by name; 'nobody' for none. */
function personIn(line: AuditLine, id: unknown): string {
  if (typeof id !== 'string') return 'nobody';
  return line.people[id] ?? 'a removed account';
}

/** What the change was done to, in words: the person, ticket, template or placement. */
function auditTarget(line: AuditLine): string {
  const subject = line.subject_name ?? 'a removed account';
  const after = line.after ?? {};
  switch (line.target_type) {
    case 'user_role': {
      const role = String(after.role_type ?? '');
      return `${roleLabels[role as AppRole] ?? role} ${line.action === 'role.revoke' ? 'from' : 'to'} ${subject}`;
    }
    case 'internal_portal_user':
      return after.member_role ? `${subject} · portal role ${String(after.member_role)}` : subject;
    case 'user':
      return subject;
    case 'support_ticket': {
      const ticket = `Ticket ${quoted(line.target_label ?? 'removed')} from ${subject}`;
      if (line.action === 'ticket.assign') return `${ticket} · to ${personIn(line, after.assignee_id)}`;
      if (after.reason) return `${ticket} · reason: ${String(after.reason)}`;
      return after.status ? `${ticket} · ${String(after.status).replace('_', ' ')}` : ticket;
    }
    case 'notification_template':
      return `Template ${quoted(line.target_label ?? line.target_id)}`;
    case 'placement': {
      const placement = `${line.target_label ?? 'A placement'} · recruiter ${subject}`;
      return after.reason ? `${placement} · reason: ${String(after.reason)}` : placement;
    }
    default:
      return line.target_label ?? (line.subject_user_id ? subject : line.target_type.replace('_', ' '));
  }
}

export function AuditLines({ lines }: { lines: AuditLine[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Audit log">
      {lines.map((line) => (
        <Box as="li" key={line.id} borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="medium">{actionLabel(line.action)}</Text>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={line.created_at}>{when.format(new Date(line.created_at))}</time>
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {`By ${line.actor_name ?? (line.actor_id ? 'a removed account' : 'the system')} · ${auditTarget(line)}`}
          </Text>
          <details>
            <summary style={{ cursor: 'pointer', fontSize: '0.875rem' }}>Before and after</summary>
            <Code display="block" whiteSpace="pre-wrap" fontSize="xs" p="2" mt="1" maxH="60" overflow="auto">
              {JSON.stringify({ before: line.before, after: line.after }, null, 2)}
            </Code>
          </details>
        </Box>
      ))}
    </Stack>
  );
}
