// One e-mail of the outbox in full: who it went to, when, its subject and its whole body as it
// was sent (the list shows two lines of it).
import { Button, DataList, Text } from '@chakra-ui/react';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import type { OutboxEmail } from '../data/use-email-outbox';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function OutboxEmailDialog({ email, onClose }: { email: OutboxEmail | null; onClose: () => void }) {
  return (
    <WorkspaceDialog
      open={email !== null}
      onClose={onClose}
      title={email?.subject ?? ''}
      size="lg"
      footer={
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {email && (
        <>
          <DataList.Root orientation="horizontal" size="sm" mb="4">
            <DataList.Item>
              <DataList.ItemLabel>To</DataList.ItemLabel>
              <DataList.ItemValue>{email.to_email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Sent</DataList.ItemLabel>
              <DataList.ItemValue>
                <time dateTime={email.created_at}>{when.format(new Date(email.created_at))}</time>
              </DataList.ItemValue>
            </DataList.Item>
            {email.template_id && (
              <DataList.Item>
                <DataList.ItemLabel>Template</DataList.ItemLabel>
                <DataList.ItemValue>{email.template_id}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm" data-testid="outbox-email-body">
            {email.body}
          </Text>
        </>
      )}
    </WorkspaceDialog>
  );
}
