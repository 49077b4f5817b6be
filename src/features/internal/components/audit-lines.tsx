// Audit log lines as a list: when, who, what and to which target, with the change's detail
// (before and after) a click away. Used by the Audit log view and on each user's detail.
import { Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { AuditLine } from '@sync/internal/audit';
import { actionLabel } from '../utils/access-labels';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function changeSummary(line: AuditLine): string {
  const after = line.after ?? {};
  if ('role_type' in after) return String(after.role_type);
  if ('member_role' in after) return `portal role ${String(after.member_role)}`;
  if ('reason' in after && after.reason) return `reason: ${String(after.reason)}`;
  if ('status' in after) return `status ${String(after.status)}`;
  return '';
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
            {`By ${line.actor_email ?? 'the system'} · ${line.target_type} ${line.target_id}`}
            {changeSummary(line) && ` · ${changeSummary(line)}`}
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
