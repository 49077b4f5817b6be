// Campaigns (/workspace/recruiter/campaigns): outreach campaigns from the device with each
// recipient's state (Queued, Sent, Replied, Stopped, Finished) and 'Stop' per recipient; a new
// campaign is a draft written on the device, and 'Start campaign' (online) hands it to the
// database, which sends through the notification queue and the e-mail outbox.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { MegaphoneIcon, PlayIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { RecipientState, RecruiterCampaignRow } from '@sync/collections/workspace-records/rows';
import type { CampaignOnDevice } from '@sync/recruiter/campaigns';
import { AppIcon } from '@/components/app-icon';
import { EmptyList, ListSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { PendingSyncBadge } from '@/components/sync-state';
import { notify } from '@/components/ui/toaster';
import { useOnline } from '@/hooks/use-online';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useCampaignCommands, useCampaigns, useOutreachTemplates } from '../data/use-campaigns';
import { useCandidates } from '../data/use-candidates';
import { CampaignForm } from './campaign-form';

const stateLabels: Record<RecipientState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  replied: 'Replied',
  stopped: 'Stopped',
  finished: 'Finished',
};
const statePalette: Record<RecipientState, string> = {
  queued: 'yellow',
  sent: 'blue',
  replied: 'green',
  stopped: 'gray',
  finished: 'purple',
};
const campaignLabels: Record<RecruiterCampaignRow['status'], string> = {
  draft: 'Draft',
  running: 'Running',
  stopped: 'Stopped',
  finished: 'Finished',
};

function CampaignCard({ item, pending }: { item: CampaignOnDevice; pending: Set<string> }) {
  const commands = useCampaignCommands();
  const [busy, setBusy] = useState(false);
  const { campaign, recipients } = item;
  const run = (action: () => Promise<void>, done: string) => {
    setBusy(true);
    action()
      .then(() => notify('success', { title: done }))
      .catch((err: unknown) =>
        notify('error', { title: 'Not done', description: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card.Root as="li" variant="outline" listStyleType="none">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0">
            <Text as="h3" fontWeight="semibold">
              {campaign.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {campaign.steps.length === 1
                ? 'One e-mail'
                : `An e-mail and ${campaign.steps.length - 1} follow-up${campaign.steps.length > 2 ? 's' : ''}`}
              {' · '}
              {recipients.length} {recipients.length === 1 ? 'recipient' : 'recipients'}
            </Text>
          </Stack>
          <HStack gap="2">
            {pending.has(campaign.id) && <PendingSyncBadge />}
            <Badge variant="subtle">{campaignLabels[campaign.status]}</Badge>
            {campaign.status === 'draft' && commands && (
              <Button
                size="sm"
                colorPalette="brand"
                loading={busy}
                // The server starts only what it has: the campaign and every recipient sent.
                disabled={pending.has(campaign.id) || recipients.some((r) => pending.has(r.id))}
                aria-label={`Start campaign: ${campaign.name}`}
                onClick={() => run(() => commands.start(campaign.id), 'Campaign started')}
              >
                <AppIcon icon={PlayIcon} boxSize="4" />
                Start campaign
              </Button>
            )}
          </HStack>
        </HStack>
        <Stack as="ul" gap="0" aria-label={`Recipients of ${campaign.name}`}>
          {recipients.map((r) => (
            <HStack as="li" key={r.id} justify="space-between" py="1.5" borderTopWidth="1px" gap="2" wrap="wrap">
              <Text fontSize="sm" minW="0">
                {r.full_name} · {r.email}
              </Text>
              <HStack gap="2">
                <Badge size="sm" variant="subtle" colorPalette={statePalette[r.state]}>
                  {stateLabels[r.state]}
                  {r.state === 'sent' && campaign.steps.length > 1 ? ` (step ${r.current_step + 1})` : ''}
                </Badge>
                {campaign.status === 'running' && (r.state === 'queued' || r.state === 'sent') && commands && (
                  <Button
                    size="2xs"
                    variant="outline"
                    aria-label={`Stop: ${r.full_name}`}
                    onClick={() => run(() => commands.stopRecipient(r.id), `Stopped ${r.full_name}`)}
                  >
                    Stop
                  </Button>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CampaignsScreen({ recruiterName }: { recruiterName: string }) {
  const campaigns = useCampaigns();
  const candidates = useCandidates();
  const templates = useOutreachTemplates();
  const commands = useCampaignCommands();
  const pending = usePendingRecordIds();
  const [creating, setCreating] = useState(false);
  const online = useOnline();

  return (
    <Stack gap="5" pb="16">
      <PageHeader
        title="Campaigns"
        description="Outreach e-mails to your candidates, with follow-ups that stop when someone replies."
        actions={
          <Button size="sm" colorPalette="brand" disabled={!templates || creating} onClick={() => setCreating(true)}>
            <AppIcon icon={PlusIcon} boxSize="4" />
            New campaign
          </Button>
        }
      />
      {!templates && !online && (
        <Text fontSize="sm" color="fg.muted" role="status">
          You're offline — a new campaign needs the e-mail templates, which load once you are connected. Your campaigns
          below are on this device.
        </Text>
      )}
      {creating && templates && commands && (
        <CampaignForm
          templates={templates}
          candidates={candidates ?? []}
          recruiterName={recruiterName}
          onCancel={() => setCreating(false)}
          onSave={async (input, recipients) => {
            await commands.create(input, recipients);
            setCreating(false);
            notify('success', { title: 'Campaign saved', description: 'Start it when you are ready.' });
          }}
        />
      )}
      {campaigns === undefined ? (
        <ListSkeleton rows={2} height="24" label="Loading campaigns" />
      ) : campaigns.length === 0 ? (
        !creating && (
          <EmptyList
            icon={MegaphoneIcon}
            title="No campaigns yet"
            description="Write to several candidates at once, with follow-ups that stop when they reply."
          />
        )
      ) : (
        <Stack as="ul" gap="3" aria-label="Campaigns">
          {campaigns.map((item) => (
            <CampaignCard key={item.campaign.id} item={item} pending={pending} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
