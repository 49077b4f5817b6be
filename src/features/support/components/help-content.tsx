// Help: ask Evee's staff a question (offline too: it is sent when the network returns) and follow
// one's requests, their status and the staff's replies. Shown by the user menu's dialog and by
// the /help screen. What is typed stays while the app is open, through closing the dialog,
// leaving the screen or a refusal (the draft lives in the support state). The form is
// react-hook-form with the help request's schema (sync/schemas/support-tickets.ts), which sync's
// checked write runs too.
import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { helpRequestSchema } from '@sync/schemas/support-tickets';
import type { HelpCategory, HelpRequest } from '@sync/support/tickets';
import { WorkspaceInputError } from '@sync/workspace/input-error';
import { FormError } from '@/components/form-error';
import { PendingSyncBadge } from '@/components/sync-state';
import { TicketThread } from '@/components/ticket-thread';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useSchemaForm } from '@/lib/form';
import { appStore } from '@/lib/store';
import { formatDay } from '@/utils/format-day';
import { useOpenTicket, useOwnTickets } from '../data/use-help';
import { EMPTY_HELP_REQUEST, helpDraftAtom } from '../state';

const categories: Record<HelpCategory, string> = {
  general: 'A question',
  account: 'My account',
  billing: 'Billing',
  bug: 'Something is broken',
};

const statusWords: Record<string, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

const empty = EMPTY_HELP_REQUEST;

export function HelpContent({ viewerId }: { viewerId: string | null }) {
  const [initial] = useState(() => appStore.get(helpDraftAtom));
  const form = useSchemaForm<HelpRequest>(helpRequestSchema, initial);
  // Every keystroke is kept in the draft, so the text survives the dialog closing or the screen
  // being left; a sent request empties it.
  useEffect(() => {
    const subscription = form.watch((values) => appStore.set(helpDraftAtom, { ...empty, ...values }));
    return () => subscription.unsubscribe();
  }, [form]);
  const { register } = form;
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const tickets = useOwnTickets();
  const pending = usePendingRecordIds();
  const send = useOpenTicket();

  const submit = form.handleSubmit(async (request) => {
    if (!send) return;
    setFailure(null);
    try {
      const ticket = await send(request);
      form.reset(empty);
      appStore.set(helpDraftAtom, empty);
      setOpenId(ticket.id);
      notify('success', {
        title: 'Your request is with Evee',
        description: navigator.onLine ? 'A notification tells you when staff reply.' : 'Sent when you are back online.',
      });
    } catch (err) {
      if (err instanceof WorkspaceInputError && err.field in empty)
        form.setError(err.field as keyof HelpRequest, { message: err.message });
      else setFailure(err instanceof Error ? err.message : String(err));
    }
  });

  const opened = tickets?.find((t) => t.id === openId) ?? null;
  return (
    <Stack gap="6">
      <form noValidate aria-label="Ask Evee's staff" onSubmit={(e) => void submit(e)}>
        <Stack gap="3">
          <Text fontWeight="semibold">Ask Evee's staff</Text>
          <FormError message={failure} />
          <FormField label="About" error={errors.category?.message}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('category')}>
                {(Object.entries(categories) as [HelpCategory, string][]).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Subject" error={errors.subject?.message} required>
            <Input size="sm" {...register('subject')} />
          </FormField>
          <FormField label="Details" error={errors.body?.message} helper="What happened, and what you expected.">
            <Textarea rows={4} {...register('body')} />
          </FormField>
          <Box>
            <Button type="submit" size="sm" colorPalette="brand" disabled={!send}>
              Send request
            </Button>
          </Box>
        </Stack>
      </form>
      <Stack gap="2" as="section" aria-label="Your requests">
        <Text fontWeight="semibold">Your requests</Text>
        {tickets?.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            None yet.
          </Text>
        )}
        <Stack as="ul" gap="2" listStyleType="none">
          {tickets?.map((t) => (
            <Box as="li" key={t.id} borderWidth="1px" borderRadius="l2" p="3">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Button
                  variant="plain"
                  size="sm"
                  p="0"
                  h="auto"
                  fontWeight="medium"
                  aria-expanded={t.id === openId}
                  onClick={() => setOpenId((current) => (current === t.id ? null : t.id))}
                >
                  {t.subject}
                </Button>
                <HStack gap="2">
                  {pending.has(t.id) && <PendingSyncBadge />}
                  <Badge variant="subtle">{statusWords[t.status] ?? t.status}</Badge>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDay(t.created_at)}
                  </Text>
                </HStack>
              </HStack>
              {opened?.id === t.id && !pending.has(t.id) && (
                <Box mt="3">
                  {t.body && (
                    <Text fontSize="sm" whiteSpace="pre-wrap" mb="3">
                      {t.body}
                    </Text>
                  )}
                  <TicketThread ticketId={t.id} staff={false} viewerId={viewerId} pollMs={15_000} />
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
