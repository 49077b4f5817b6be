// One ticket as staff see it: who asked, what, and, for a recruiter application, the answers
// with 'Approve' and 'Reject' (a reason is required, and stays typed if sending fails). Other
// tickets move between statuses. Any ticket is assigned to a team member and has its conversation
// (replies and internal notes). Every change goes to the server at once; offline it says so.
import { Badge, Button, Card, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { SupportTicketRow, TicketStatus } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { FormDialog } from '@/components/form-dialog';
import { PlainSelect } from '@/components/plain-select';
import { FormField } from '@/components/ui/form-field';
import { formatDay } from '@/utils/format-day';
import type { StaffMember } from '@sync/internal/users';
import { TicketThread } from '@/components/ticket-thread';
import type { Requester } from '../data/use-tickets';
import { categoryLabels, statusLabels, statusPalette } from '../utils/ticket-labels';
import { FormError } from '@/components/form-error';
import { RecruiterApplicationAnswers } from '@/components/recruiter-application-answers';

interface Props {
  ticket: SupportTicketRow;
  requester: Requester | undefined;
  offline: boolean;
  /** The internal team, to assign the ticket to; undefined while it loads. */
  team: StaffMember[] | undefined;
  viewerId: string | null;
  onDecide: (approve: boolean, reason?: string) => Promise<void>;
  onStatus: (status: TicketStatus) => Promise<void>;
  onAssign: (assigneeId: string | null) => Promise<void>;
}

const WORKABLE: TicketStatus[] = ['open', 'in_progress', 'resolved', 'closed'];

export function TicketDetail({ ticket, requester, offline, team, viewerId, onDecide, onStatus, onAssign }: Props) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const undecided = ticket.status === 'open' || ticket.status === 'in_progress';
  const isApplication = ticket.category === 'recruiter_application';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const reject = async () => {
    if (!reason.trim()) return setError('Give a reason for the rejection');
    if (await run(() => onDecide(false, reason))) {
      setRejecting(false);
      setReason('');
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Header gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge variant="subtle">{categoryLabels[ticket.category]}</Badge>
          <Badge variant="subtle" colorPalette={statusPalette[ticket.status]}>
            {statusLabels[ticket.status]}
          </Badge>
        </HStack>
        <Card.Title as="h2">{ticket.subject}</Card.Title>
        <HStack gap="3">
          <Avatar name={requester?.display_name} email={requester?.email} src={requester?.avatar_url} size="sm" />
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {requester?.display_name ?? 'Unknown person'}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {requester?.email ?? ''} · opened {formatDay(ticket.created_at)}
            </Text>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {ticket.body && <Text whiteSpace="pre-wrap">{ticket.body}</Text>}
        {isApplication && <RecruiterApplicationAnswers details={ticket.details} />}
        {ticket.decision_reason && (
          <Text fontSize="sm">
            <Text as="span" fontWeight="medium">
              Reason given:
            </Text>{' '}
            {ticket.decision_reason}
          </Text>
        )}
        <FormError message={error} />
        {isApplication && undecided && (
          <HStack gap="2" wrap="wrap">
            <Button
              colorPalette="green"
              loading={busy}
              disabled={offline}
              onClick={() => void run(() => onDecide(true))}
            >
              <AppIcon icon={CheckIcon} boxSize="4" />
              Approve
            </Button>
            <Button variant="outline" colorPalette="red" disabled={offline || busy} onClick={() => setRejecting(true)}>
              <AppIcon icon={XIcon} boxSize="4" />
              Reject
            </Button>
          </HStack>
        )}
        <HStack gap="4" wrap="wrap" align="flex-end">
          <FormField label="Assignee">
            <PlainSelect
              width="14rem"
              value={ticket.assignee_id ?? ''}
              disabled={offline || busy || !team}
              onChange={(e) => void run(() => onAssign(e.currentTarget.value || null))}
            >
              <option value="">Nobody</option>
              {team?.map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {m.display_name ?? m.email ?? m.user_id}
                </option>
              ))}
            </PlainSelect>
          </FormField>
          {!isApplication && (
            <FormField label="Status">
              <PlainSelect
                width="12rem"
                value={ticket.status}
                disabled={offline || busy}
                onChange={(e) => void run(() => onStatus(e.currentTarget.value as TicketStatus))}
              >
                {WORKABLE.map((s) => (
                  <option key={s} value={s}>
                    {statusLabels[s]}
                  </option>
                ))}
              </PlainSelect>
            </FormField>
          )}
        </HStack>
        <TicketThread ticketId={ticket.id} staff viewerId={viewerId} />
      </Card.Body>
      <FormDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject this application"
        submitLabel="Reject application"
        busy={busy}
        onSubmit={() => void reject()}
      >
        <Text fontSize="sm" color="fg.muted">
          The applicant receives this reason in a notification.
        </Text>
        <FormField label="Reason" required error={error ?? undefined}>
          <Textarea rows={4} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        </FormField>
      </FormDialog>
    </Card.Root>
  );
}
