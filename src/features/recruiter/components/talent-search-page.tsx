// Talent Search (/workspace/recruiter/talent-search): people who chose 'Open to recruiters',
// by words, skills, location, experience and availability, asked ~250 ms after typing pauses;
// 'Add to candidates' writes on the device at once. Offline, the last results stay with a note.
import { Alert, Button, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { SearchIcon, UsersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { employmentTypes } from '@sync/collections/workspace-records/rows';
import type { TalentResult } from '@sync/recruiter/talent-search';
import { EmptyList, ListSkeleton } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/components/ui/toaster';
import { employmentTypeLabel } from '@/utils/job-labels';
import { useCandidateCommands, useCandidateTalentIds } from '../data/use-candidates';
import { useTalentSearch } from '../data/use-talent-search';
import { emptyTalentFilters, talentSearchOf, type TalentFilters } from '../utils/talent-filters';
import { TalentResultCard } from './talent-result-card';

const PAGE_SIZE = 20;
const TYPING_PAUSE_MS = 250;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function TalentSearchScreen() {
  const [filters, setFilters] = useState<TalentFilters>(emptyTalentFilters);
  const settled = useSettled(filters, TYPING_PAUSE_MS);
  const search = useTalentSearch(talentSearchOf(settled, PAGE_SIZE));
  const candidateIds = useCandidateTalentIds();
  const commands = useCandidateCommands();
  const set = (patch: Partial<TalentFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 0 }));

  const add = (person: TalentResult) => {
    const name = person.display_name?.trim() || [person.first_name, person.last_name].filter(Boolean).join(' ');
    commands
      ?.add({ talentId: person.user_id, fullName: name || 'Evee member', tags: person.skills.slice(0, 3) })
      .then(() => notify('success', { title: 'Added to your candidates', description: name }))
      .catch((err: unknown) =>
        notify('error', { title: 'Not added', description: err instanceof Error ? err.message : String(err) }),
      );
  };

  const pages = Math.max(1, Math.ceil(search.total / PAGE_SIZE));
  return (
    <Stack gap="5" pb="16">
      <PageHeader title="Talent Search" description="People on Evee who are open to recruiters." />
      <Grid as="search" gap="3" templateColumns={{ base: '1fr 1fr', lg: '2fr 1.4fr 1.2fr 0.7fr 0.7fr 1fr' }}>
        <Input
          type="search"
          aria-label="Search talent"
          placeholder="Title, skill or headline"
          gridColumn={{ base: '1 / -1', lg: 'auto' }}
          value={filters.q}
          maxLength={200}
          onChange={(e) => set({ q: e.currentTarget.value })}
        />
        <Input
          aria-label="Skills"
          placeholder="Skills, comma-separated"
          value={filters.skills}
          onChange={(e) => set({ skills: e.currentTarget.value })}
        />
        <Input
          aria-label="Location"
          placeholder="City or country"
          value={filters.location}
          onChange={(e) => set({ location: e.currentTarget.value })}
        />
        <Input
          aria-label="Minimum years"
          placeholder="Min yrs"
          inputMode="numeric"
          value={filters.minExperience}
          onChange={(e) => set({ minExperience: e.currentTarget.value })}
        />
        <Input
          aria-label="Maximum years"
          placeholder="Max yrs"
          inputMode="numeric"
          value={filters.maxExperience}
          onChange={(e) => set({ maxExperience: e.currentTarget.value })}
        />
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Availability"
            value={filters.availability}
            onChange={(e) => set({ availability: e.currentTarget.value as TalentFilters['availability'] })}
          >
            <option value="">Any availability</option>
            {employmentTypes.map((t) => (
              <option key={t} value={t}>
                {employmentTypeLabel(t)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Grid>
      {search.status === 'offline' && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>You're offline — showing saved results</Alert.Title>
        </Alert.Root>
      )}
      {search.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{search.error}</Alert.Title>
        </Alert.Root>
      )}
      {search.people === undefined ? (
        <ListSkeleton rows={4} height="28" label="Searching talent" />
      ) : search.people.length === 0 ? (
        <EmptyList
          icon={search.status === 'offline' ? UsersIcon : SearchIcon}
          title={search.status === 'offline' ? 'No saved results on this device' : 'Nobody matches yet'}
          description={
            search.status === 'offline'
              ? 'Search once while online and the results stay here for the next time you are offline.'
              : 'Try fewer skills or a wider location. Only people who chose to be open to recruiters appear.'
          }
        />
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted" aria-live="polite" aria-busy={search.status === 'loading'}>
            {search.total.toLocaleString('en-US')} {search.total === 1 ? 'person' : 'people'}
            {search.status === 'loading' ? ' · updating…' : ''}
          </Text>
          <Stack as="ul" gap="3" aria-label="Talent results">
            {search.people.map((person) => (
              <TalentResultCard
                key={person.user_id}
                person={person}
                isCandidate={candidateIds.has(person.user_id)}
                onAdd={add}
              />
            ))}
          </Stack>
          {pages > 1 && (
            <HStack justify="space-between">
              <Button
                size="sm"
                variant="outline"
                disabled={filters.page === 0}
                onClick={() => set({ page: filters.page - 1 })}
              >
                Previous
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Page {filters.page + 1} of {pages}
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={filters.page + 1 >= pages}
                onClick={() => set({ page: filters.page + 1 })}
              >
                Next
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
