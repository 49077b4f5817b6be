// /account/profile ('My Profile'): the person's names, photo and talent profile, edited on the
// device and synced; a link to the public profile others see; the sync state of the last save.
import { Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ExternalLinkIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { PageHeader } from '@/components/page-header';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import { paths } from '@/config/paths';
import { useSyncSession } from '@/lib/sync-session';
import { useFailureCommands, useMyProfile } from '../../data/use-my-profile';
import { profileValues } from '../../utils/profile-form';
import { ProfileFiles } from './profile-files';
import { ProfileForm } from './profile-form';

export function AccountProfilePage() {
  const session = useSyncSession();
  const mine = useMyProfile();
  const { retry, discard } = useFailureCommands();

  return (
    <Stack gap="6" maxW="3xl" pb="8">
      <PageHeader
        title="My Profile"
        description="How you appear to companies, recruiters and teammates."
        actions={
          session && (
            <HStack gap="3">
              {mine?.pending && <PendingSyncBadge />}
              <Button asChild variant="outline" size="sm">
                <RouterLink to={paths.userProfile(session.userId)}>
                  View public profile
                  <AppIcon icon={ExternalLinkIcon} boxSize="4" />
                </RouterLink>
              </Button>
            </HStack>
          )
        }
      />
      {mine?.failures.map((failure) => (
        <RefusedWrite
          key={failure.id}
          message={failure.message}
          code={failure.code}
          onRetry={() => void retry(failure.id)}
          onDiscard={() => void discard(failure.id)}
        />
      ))}
      {!mine?.names || mine.talent === undefined ? (
        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="4" aria-busy="true" aria-label="Loading your profile">
              {mine && <Text color="fg.muted">Bringing your profile to this device…</Text>}
              <Skeleton height="10" />
              <Skeleton height="16" />
              <Skeleton height="28" />
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : (
        <>
          <ProfileFiles
            name={
              mine.names.display_name || [mine.names.first_name, mine.names.last_name].filter(Boolean).join(' ') || null
            }
            email={mine.names.email ?? null}
            avatarUrl={mine.names.avatar_url ?? null}
            resume={mine.talent?.resume ?? null}
          />
          <ProfileForm
            key={mine.names.id}
            saved={profileValues(mine.names, mine.talent)}
            email={mine.names?.email ?? null}
          />
        </>
      )}
    </Stack>
  );
}
