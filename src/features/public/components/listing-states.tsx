// What a public page shows while it cannot show its content: loading skeletons, offline,
// an error with Try again, and not found.
import { Alert, Box, Button, EmptyState, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { SearchXIcon, WifiOffIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';

export function ListingSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading">
      <Skeleton height="28" borderRadius="l3" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="20" borderRadius="l3" />
      ))}
    </Stack>
  );
}

function Empty(props: { icon: AppIconGlyph; title: string; description: string; children?: React.ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg" py="14">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <AppIcon icon={props.icon} boxSize="10" />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title as="h1">{props.title}</EmptyState.Title>
          <EmptyState.Description maxW="md">{props.description}</EmptyState.Description>
        </VStack>
        {props.children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function OfflineState({ onRetry }: { onRetry: () => void }) {
  return (
    <Empty
      icon={WifiOffIcon}
      title="You're offline — public pages need a connection"
      description="Company pages and job listings are read live from Evee. They will load when you are back online."
    >
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Empty>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box>
      <Alert.Root status="error" role="alert" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This page could not be loaded</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          Try again
        </Button>
      </Alert.Root>
    </Box>
  );
}

export function NotFoundState({ what, companyPath }: { what: 'company' | 'job'; companyPath?: string }) {
  return what === 'company' ? (
    <Empty
      icon={SearchXIcon}
      title="Company not found"
      description="There is no company at this address. Check the link, or ask the company for its Evee page."
    />
  ) : (
    <Empty icon={SearchXIcon} title="Job not found" description="This job does not exist or is no longer open.">
      {companyPath && (
        <Button asChild variant="outline">
          <RouterLink to={companyPath}>See the company's open jobs</RouterLink>
        </Button>
      )}
    </Empty>
  );
}
