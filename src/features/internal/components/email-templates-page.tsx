// E-mail Templates (/workspace/internal/email-templates): the messages Evee sends, listed with
// their channel and whether archived, and the picked one (?template=, or ?template=new) in the
// editor beside the list. Internal admins create, edit, duplicate, archive and test; members
// read. Online: offline it says so and keeps every draft.
import { Badge, Box, Button, Checkbox, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { MailIcon, MousePointerClickIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readTemplates,
  saveTemplate,
  sendTemplateTest,
  setTemplateArchived,
  type TemplateDraft,
  type TemplateRow,
} from '@sync/internal/templates';
import { AppIcon } from '@/components/app-icon';
import { AppLink } from '@/components/app-link';
import { EmptyList, ListSkeleton } from '@/components/list-states';
import { AnswerAge } from '@/components/answer-age';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/components/ui/toaster';
import { useDraftMap } from '@/hooks/use-draft-map';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';
import { portalRank } from '../utils/access-labels';
import { InternalOfflineBanner } from './internal-offline';
import { TemplateEditor } from './template-editor';

const NEW = 'new';
const blank: TemplateDraft = { id: '', name: '', type: 'application', channel: 'email', subject: '', body: '' };
const draftOf = ({ id, name, type, channel, subject, body }: TemplateRow): TemplateDraft => ({
  id,
  name,
  type,
  channel,
  subject,
  body,
});

function TemplateList(props: { templates: TemplateRow[]; selectedId: string | null }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Templates">
      {props.templates.map((t) => (
        <Box
          as="li"
          key={t.id}
          borderWidth="1px"
          borderRadius="l2"
          bg={t.id === props.selectedId ? 'bg.muted' : 'bg.panel'}
          borderColor={t.id === props.selectedId ? 'border.emphasized' : 'border'}
        >
          <AppLink
            to={`?template=${encodeURIComponent(t.id)}`}
            aria-current={t.id === props.selectedId ? 'true' : undefined}
            style={{ display: 'block', padding: '0.75rem' }}
          >
            <Text fontWeight="medium">{t.name}</Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {t.subject}
            </Text>
            <HStack gap="1.5" mt="1.5">
              <Badge variant="subtle">{t.channel === 'email' ? 'E-mail' : 'In the app'}</Badge>
              {t.archived_at && <Badge colorPalette="orange">Archived</Badge>}
            </HStack>
          </AppLink>
        </Box>
      ))}
    </Stack>
  );
}

export function EmailTemplatesScreen({ roles }: { roles: string[] }) {
  const canEdit = portalRank(roles) >= 2;
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('template');
  const [showArchived, setShowArchived] = useState(false);
  const drafts = useDraftMap<TemplateDraft>();
  const read = useServerQuery(['templates'], async () => readTemplates(await getSupabase()), 'templates');
  const templates = read.data?.templates;
  const saved = templates?.find((t) => t.id === selectedId) ?? null;
  const shown = templates?.filter((t) => showArchived || !t.archived_at || t.id === selectedId);
  const editing = selectedId === NEW || saved !== null;
  const draft = (selectedId && drafts.draftOf(selectedId)) || (saved ? draftOf(saved) : blank);

  const open = (id: string) => setParams({ template: id });
  const actions = {
    save: async (next: TemplateDraft) => {
      await saveTemplate(await getSupabase(), next, selectedId === NEW);
      drafts.setDraft(selectedId ?? NEW, null);
      notify('success', { title: selectedId === NEW ? 'Template created' : 'Template saved' });
      read.reload();
      if (selectedId === NEW) open(next.id);
    },
    duplicate: (from: TemplateDraft) => {
      drafts.setDraft(NEW, { ...from, id: `${from.id}_copy`.slice(0, 80), name: `${from.name} (copy)` });
      open(NEW);
    },
    archive: async (archived: boolean) => {
      if (!saved) return;
      await setTemplateArchived(await getSupabase(), saved.id, archived);
      notify('success', { title: archived ? 'Template archived' : 'Template restored' });
      read.reload();
    },
    sendTest: async () => {
      if (!saved) return;
      await sendTemplateTest(await getSupabase(), saved.id);
      notify('success', {
        title: 'Test sent',
        description: saved.channel === 'email' ? 'It is in your e-mail.' : 'It is in your notifications.',
      });
    },
  };

  return (
    <Stack gap="5" pb="16">
      <PageHeader
        title="Email Templates"
        description="The messages Evee sends, with the merge fields they fill in."
        actions={
          <HStack gap="3" wrap="wrap">
            <AnswerAge updatedAt={read.updatedAt} offline={read.offline} />
            {canEdit && (
              <Button size="sm" colorPalette="brand" onClick={() => open(NEW)}>
                <AppIcon icon={PlusIcon} boxSize="4" />
                New template
              </Button>
            )}
          </HStack>
        }
      />
      {read.offline && <InternalOfflineBanner />}
      {read.error && <Text color="fg.error" role="alert">{`The templates could not be read: ${read.error}`}</Text>}
      {shown === undefined ? (
        read.offline ? null : (
          <ListSkeleton rows={4} height="20" label="Loading templates" />
        )
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 22rem) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="3">
            <Checkbox.Root
              size="sm"
              checked={showArchived}
              onCheckedChange={(e) => setShowArchived(e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Show archived</Checkbox.Label>
            </Checkbox.Root>
            {shown.length === 0 ? (
              <EmptyList icon={MailIcon} title="No templates" description="Create one with New template." />
            ) : (
              <TemplateList templates={shown} selectedId={selectedId} />
            )}
          </Stack>
          <Box order={{ base: -1, lg: 0 }} display={{ base: editing ? 'block' : 'none', lg: 'block' }}>
            {editing && read.data ? (
              <TemplateEditor
                key={selectedId}
                saved={saved}
                draft={draft}
                onDraft={(next) => drafts.setDraft(selectedId ?? NEW, next)}
                fields={read.data.fields}
                canEdit={canEdit}
                offline={read.offline}
                actions={actions}
              />
            ) : (
              <EmptyList
                icon={MousePointerClickIcon}
                title="Pick a template"
                description="Its wording, merge fields and a preview show here."
              />
            )}
          </Box>
        </Grid>
      )}
    </Stack>
  );
}
