// The conversation on a support ticket, for staff (replies and internal notes, with a choice of
// which to write) and for the requester (the replies, and answering). Online: what is typed
// stays in the box when sending fails or the network is cut.
import { Badge, Box, Button, Checkbox, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { addTicketComment, readTicketComments, type TicketComment } from '@sync/support/ticket-comments';
import { useServerQuery } from '@/hooks/use-server-query';
import { getSupabase } from '@/lib/supabase';
import { FormError } from './form-error';
import { FormField } from './ui/form-field';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  ticketId: string;
  /** Staff see internal notes and may write them; the requester sees replies only. */
  staff: boolean;
  /** The person reading, so their own lines read 'You'. */
  viewerId: string | null;
  /** Read again this often while shown (the requester waiting for a reply). */
  pollMs?: number;
}

export function TicketThread({ ticketId, staff, viewerId, pollMs }: Props) {
  const thread = useServerQuery(
    ['ticket-comments', ticketId],
    async () => readTicketComments(await getSupabase(), ticketId),
    "a ticket's conversation",
    { readOnOpen: true },
  );
  const online = !thread.offline;
  const { reload } = thread;
  useEffect(() => {
    if (!pollMs) return;
    const timer = setInterval(reload, pollMs);
    return () => clearInterval(timer);
  }, [pollMs, reload]);
  const comments = thread.data;
  const readError = thread.error;
  const [text, setText] = useState('');
  // Staff write internal notes unless they choose otherwise; until they choose, this follows
  // `staff`, which may only become known after the first render (the person's access loads).
  const [chosenInternal, setInternal] = useState<boolean | null>(null);
  const internal = chosenInternal ?? staff;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await addTicketComment(await getSupabase(), { ticketId, body: text, internal: staff && internal });
      setText('');
      thread.reload();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const author = (c: TicketComment) =>
    c.author_id === viewerId ? 'You' : staff ? (c.author_id ? 'Staff' : 'Evee') : 'Evee support';
  return (
    <Stack gap="3" as="section" aria-label="Conversation">
      <Text fontWeight="semibold">Conversation</Text>
      {readError && <Text color="fg.error" role="alert">{`The conversation could not be read: ${readError}`}</Text>}
      {comments?.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {staff ? 'No replies or notes yet.' : 'No reply yet: a notification tells you when there is one.'}
        </Text>
      )}
      <Stack as="ol" gap="2" listStyleType="none">
        {comments?.map((c) => (
          <Box
            as="li"
            key={c.id}
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            bg={c.internal ? 'bg.warning' : 'bg.subtle'}
          >
            <HStack justify="space-between" gap="2" wrap="wrap">
              <HStack gap="2">
                <Text fontSize="sm" fontWeight="medium">
                  {author(c)}
                </Text>
                {c.internal && <Badge colorPalette="orange">Internal note</Badge>}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={c.created_at}>{when.format(new Date(c.created_at))}</time>
              </Text>
            </HStack>
            <Text whiteSpace="pre-wrap" fontSize="sm" mt="1">
              {c.body}
            </Text>
          </Box>
        ))}
      </Stack>
      <FormError message={refusal} />
      <FormField label={staff && internal ? 'Internal note' : staff ? 'Reply to the requester' : 'Your answer'}>
        <Textarea rows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </FormField>
      <HStack gap="3" wrap="wrap">
        {staff && (
          <Checkbox.Root size="sm" checked={internal} onCheckedChange={(e) => setInternal(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Internal note (only staff see it)</Checkbox.Label>
          </Checkbox.Root>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          disabled={!online || !text.trim()}
          onClick={() => void send()}
        >
          {staff && internal ? 'Add note' : 'Send reply'}
        </Button>
        {!online && (
          <Text fontSize="sm" color="fg.muted">
            You're offline: what you wrote stays here until you can send it.
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
