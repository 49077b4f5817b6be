// What Job Search says besides results: offline (the last results, not an error), a failed
// search with Try again, nothing found with what to try next, and the desktop panel before a
// job is picked.
import { Alert, Button, Center, Stack, Text } from '@chakra-ui/react';
import { BriefcaseIcon, MousePointerClickIcon, SearchXIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { EmptyList } from '@/components/list-states';

export function OfflineResultsBanner({ query }: { query: string | null }) {
  return (
    <Alert.Root status="warning" variant="subtle" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You're offline — showing saved results</Alert.Title>
        <Alert.Description>
          {query
            ? `These are the results of your last search on this device, “${query}”.`
            : 'These are the results of your last search on this device.'}{' '}
          Searching again works once you are back online.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function SearchFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The search did not go through</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}

export function NoResults({
  filtered,
  offline,
  onClear,
}: {
  filtered: boolean;
  offline: boolean;
  onClear: () => void;
}) {
  if (offline)
    return (
      <EmptyList
        icon={BriefcaseIcon}
        title="No saved results on this device"
        description="Search once while online and the results stay here for the next time you are offline. Your saved jobs are under Saved Jobs."
      />
    );
  return (
    <EmptyList
      icon={SearchXIcon}
      title={filtered ? 'No jobs match your search' : 'No open jobs yet'}
      description={
        filtered
          ? 'Try fewer or broader words (a skill instead of a title), another location, any workplace, or a lower minimum salary.'
          : 'New roles appear here as soon as companies open them. Save a search as an alert to hear about them.'
      }
      action={
        filtered && (
          <Button size="sm" variant="outline" onClick={onClear}>
            Clear search and filters
          </Button>
        )
      }
    />
  );
}

export function PickAJob() {
  return (
    <Center borderWidth="1px" borderStyle="dashed" borderRadius="l3" minH="20rem" bg="bg.subtle" p="8">
      <Stack align="center" gap="2" color="fg.muted" textAlign="center">
        <AppIcon icon={MousePointerClickIcon} boxSize="7" />
        <Text>Pick a job to read it here, apply or save it.</Text>
      </Stack>
    </Center>
  );
}
