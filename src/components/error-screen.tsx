// The general error screen (product-spec §2): for a crashed route or an error boundary.
import { EyeOffIcon } from 'lucide-react';
import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { RecoveringBoundary } from '@/components/recovering-boundary';

export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <Center minH="60dvh" px="6" role="alert">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Center boxSize="14" borderRadius="full" bg="red.subtle" color="red.fg">
          <AppIcon icon={EyeOffIcon} boxSize="7" />
        </Center>
        <Heading as="h1" size="xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">An unexpected error occurred. Please try refreshing the page.</Text>
        <HStack gap="3">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}

/** The routes' errorElement (its boundary logs the error). 'Try Again' navigates to the same place, which re-renders the route. */
export function ErrorScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  return <ErrorView onRetry={() => navigate(location.pathname + location.search, { replace: true })} />;
}

/** The whole app's boundary: what no route caught. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RecoveringBoundary label="The app crashed" fallback={(retry) => <ErrorView onRetry={retry} />}>
      {children}
    </RecoveringBoundary>
  );
}
