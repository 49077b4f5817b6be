// Candidates (/workspace/recruiter/candidates): the people the recruiter represents, Evee talent
// and outside leads, on the device (readable and editable offline), filtered by words and tag;
// one opened beside the list with its notes and tags; 'Add candidate' for someone not on Evee.
import { Badge, Box, Button, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { MousePointerClickIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { EmptyList, ListSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { PendingSyncBadge } from '@/components/sync-state';
import { notify } from '@/components/ui/toaster';
import { useDraftMap } from '@/hooks/use-draft-map';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useCandidateCommands, useCandidates } from '../data/use-candidates';
import { AddCandidateDialog, emptyLead, type LeadDraft } from './add-candidate-dialog';
import { CandidateEditor, type CandidateDraft } from './candidate-editor';

export function CandidatesScreen() {
  const candidates = useCandidates();
  const commands = useCandidateCommands();
  const pending = usePendingRecordIds();
  const [words, setWords] = useState('');
  const [tag, setTag] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [lead, setLead] = useState<LeadDraft>(emptyLead);
  const drafts = useDraftMap<CandidateDraft>();

  const tags = useMemo(() => [...new Set((candidates ?? []).flatMap((c) => c.tags))].sort(), [candidates]);
  const shown = useMemo(() => {
    const q = words.trim().toLowerCase();
    return (candidates ?? []).filter(
      (c) =>
        (!tag || c.tags.includes(tag)) &&
        (!q || [c.full_name, c.email ?? '', c.notes, ...c.tags].some((text) => text.toLowerCase().includes(q))),
    );
  }, [candidates, words, tag]);
  const opened = candidates?.find((c) => c.id === openId) ?? null;

  const addLead = async (draft: LeadDraft) => {
    if (!commands) throw new Error('Your workspace is still opening; try again in a moment');
    const row = await commands.add({
      fullName: draft.fullName,
      email: draft.email,
      resumeUrl: draft.resumeUrl,
      notes: draft.notes,
      tags: draft.tags.split(','),
    });
    setLead(emptyLead);
    setAdding(false);
    setOpenId(row.id);
    notify('success', { title: 'Candidate added', description: row.full_name });
  };

  return (
    <Stack gap="5" pb="16">
      <PageHeader
        title="Candidates"
        description="The people you represent, on Evee or not yet."
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
            <AppIcon icon={UserPlusIcon} boxSize="4" />
            Add candidate
          </Button>
        }
      />
      <HStack gap="3" wrap="wrap">
        <Input
          type="search"
          aria-label="Search candidates"
          placeholder="Name, e-mail, notes or tag"
          maxW="24rem"
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
        />
        <NativeSelect.Root maxW="14rem">
          <NativeSelect.Field aria-label="Tag" value={tag} onChange={(e) => setTag(e.currentTarget.value)}>
            <option value="">Any tag</option>
            {tags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {candidates === undefined ? (
        <ListSkeleton rows={4} height="16" label="Loading candidates" />
      ) : candidates.length === 0 ? (
        <EmptyList
          icon={UsersIcon}
          title="No candidates yet"
          description="Add people from Talent Search, or someone not on Evee with Add candidate."
        />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 24rem) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack as="ul" gap="2" aria-label="Candidates" listStyleType="none">
            {shown.length === 0 && <Text color="fg.muted">Nobody matches these filters.</Text>}
            {shown.map((c) => (
              <Box as="li" key={c.id}>
                <Button
                  variant="outline"
                  w="full"
                  h="auto"
                  py="2.5"
                  justifyContent="flex-start"
                  bg={c.id === openId ? 'brand.subtle' : 'bg.panel'}
                  aria-current={c.id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(c.id)}
                >
                  <Avatar name={c.full_name} email={c.email} size="sm" />
                  <Stack gap="0.5" align="flex-start" minW="0" flex="1">
                    <Text fontWeight="medium" truncate maxW="full">
                      {c.full_name}
                    </Text>
                    <HStack gap="1" wrap="wrap">
                      {!c.talent_id && (
                        <Badge size="sm" variant="outline">
                          Not on Evee
                        </Badge>
                      )}
                      {c.tags.slice(0, 3).map((t) => (
                        <Badge key={t} size="sm" variant="subtle">
                          {t}
                        </Badge>
                      ))}
                      {pending.has(c.id) && <PendingSyncBadge />}
                    </HStack>
                  </Stack>
                </Button>
              </Box>
            ))}
          </Stack>
          <Box order={{ base: -1, lg: 0 }} display={{ base: opened ? 'block' : 'none', lg: 'block' }}>
            {opened && commands ? (
              <CandidateEditor
                key={opened.id}
                candidate={opened}
                draft={drafts.draftOf(opened.id) ?? {}}
                onDraftChange={(draft) => drafts.setDraft(opened.id, draft)}
                pending={pending.has(opened.id)}
                commands={commands}
                onRemoved={() => setOpenId(null)}
              />
            ) : (
              <EmptyList
                icon={MousePointerClickIcon}
                title="Pick a candidate"
                description="Their notes and tags open here."
              />
            )}
          </Box>
        </Grid>
      )}
      {adding && (
        <AddCandidateDialog
          open
          draft={lead}
          onDraftChange={setLead}
          onSubmit={addLead}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
