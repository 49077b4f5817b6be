// For internal staff on the dashboard: run one batch of the notification queue and see its
// counts, and read the e-mails it delivered to the outbox, each opening in full.
import { Box, Button, Card, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { getSupabase } from '@/lib/supabase';
import { useEmailOutbox, type OutboxEmail } from '../data/use-email-outbox';
import { processNotificationQueueBatch, type BatchResult } from '../data/notification-queue';
import { OutboxEmailDialog } from './outbox-email-dialog';

export function QueueAdminCard() {
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);
  const outbox = useEmailOutbox();
  const [opened, setOpened] = useState<OutboxEmail | null>(null);

  const run = async () => {
    setRunning(true);
    const counts = await processNotificationQueueBatch(await getSupabase(), (kind, t) => notify(kind, t), {
      onRetry: () => void run(),
    });
    setRunning(false);
    setResult(counts);
    if (counts.processed > 0) {
      notify('success', {
        title: 'Successfully processed notifications',
        description: `${counts.processed} items processed`,
      });
    }
    if (counts.failed > 0) {
      notify('error', { title: 'Failed to process notifications', description: `${counts.failed} items failed` });
    }
    outbox.refresh();
  };

  return (
    <Card.Root mt="6" size="sm" data-testid="queue-admin-card">
      <Card.Header>
        <Card.Title>Notification queue</Card.Title>
        <Card.Description>Deliver the due notifications now: in-app ones and e-mails.</Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <HStack gap="4" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            loading={running}
            loadingText="Processing..."
            onClick={() => void run()}
          >
            Process queue
          </Button>
          {result && (
            <Text fontSize="sm" role="status">
              Processed: {result.processed} · Failed: {result.failed}
            </Text>
          )}
        </HStack>
        <Box>
          <Text fontWeight="semibold" fontSize="sm" mb="2">
            Email outbox
          </Text>
          {outbox.error && (
            <Text fontSize="sm" color="fg.error">
              {outbox.error}
            </Text>
          )}
          {!outbox.error && outbox.emails.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              No e-mails yet
            </Text>
          )}
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Email outbox">
            {outbox.emails.map((email) => (
              <Box as="li" key={email.id}>
                <chakra.button
                  type="button"
                  aria-label={`Open the e-mail '${email.subject}' to ${email.to_email}`}
                  onClick={() => setOpened(email)}
                  display="block"
                  width="full"
                  textAlign="start"
                  borderWidth="1px"
                  borderRadius="l2"
                  p="2"
                  cursor="pointer"
                  _hover={{ bg: 'bg.muted' }}
                  focusRing="outside"
                >
                  <Text fontSize="sm" fontWeight="medium">
                    {email.subject}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    To {email.to_email} · {new Date(email.created_at).toLocaleString()}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" lineClamp={2} whiteSpace="pre-line">
                    {email.body}
                  </Text>
                </chakra.button>
              </Box>
            ))}
          </Stack>
          <OutboxEmailDialog email={opened} onClose={() => setOpened(null)} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
