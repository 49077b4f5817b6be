// /user/{userId}: someone's public profile, online; one's own also offline (from the device);
// 'Profile not found' with a way back when the server knows no such active person.
import { Alert, Button, EmptyState, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { ArrowLeftIcon, PencilIcon, UserXIcon, WifiOffIcon } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AnswerAge } from '@/components/answer-age';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { paths } from '@/config/paths';
import { useSyncSession } from '@/lib/sync-session';
import { usePublicProfile } from '../../data/use-public-profile';
import { PublicProfileView } from './public-profile-view';

function GoBack() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.workspace))}>
      <AppIcon icon={ArrowLeftIcon} boxSize="4" />
      Go Back
    </Button>
  );
}

function Message({ icon, title, description }: { icon: AppIconGlyph; title: string; description: string }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" py="16" maxW="3xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <AppIcon icon={icon} boxSize="8" />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="xl">
            {title}
          </EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <GoBack />
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function PublicProfilePage({ userId }: { userId: string }) {
  // Try again starts the page afresh, which asks the server again.
  const [attempt, setAttempt] = useState(0);
  return <PublicProfileContent key={attempt} userId={userId} retry={() => setAttempt((n) => n + 1)} />;
}

function PublicProfileContent({ userId, retry }: { userId: string; retry: () => void }) {
  const { profile, status, error, updatedAt } = usePublicProfile(userId);
  const own = useSyncSession()?.userId === userId;

  if (status === 'loading' || (status === 'offline' && own && profile === undefined)) {
    return (
      <Stack gap="5" maxW="3xl" aria-busy="true" aria-label="Loading the profile">
        <Skeleton height="36" borderRadius="l3" />
        <Skeleton height="24" borderRadius="l3" />
        <Skeleton height="40" borderRadius="l3" />
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Alert.Root status="error" maxW="3xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The profile could not be loaded</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={retry}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (status === 'offline' && !profile) {
    return (
      <Message
        icon={WifiOffIcon}
        title="You're offline"
        description="Other people's profiles need a connection. This one will load when you are back online."
      />
    );
  }
  if (!profile) {
    return (
      <Message
        icon={UserXIcon}
        title="Profile not found"
        description="This person's profile does not exist or is no longer available."
      />
    );
  }
  const fromDevice = status === 'offline';
  return (
    <Stack gap="4" maxW="3xl" pb="8">
      {own && (
        <Alert.Root status={fromDevice ? 'warning' : 'info'} size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {fromDevice
                ? "You're offline — this is your profile as saved on this device."
                : 'This is how others see your profile.'}
            </Alert.Title>
          </Alert.Content>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={paths.accountProfile}>
              <AppIcon icon={PencilIcon} boxSize="3.5" />
              Edit profile
            </RouterLink>
          </Button>
        </Alert.Root>
      )}
      <AnswerAge updatedAt={updatedAt} offline={status === 'offline'} />
      <PublicProfileView profile={profile} />
    </Stack>
  );
}
