// The 404 screen for any path the app does not know.
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Inside the shell it is the screen; standalone (unknown top-level paths) it is the page's main. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <Center minH="60dvh" px="6" as={standalone ? 'main' : 'div'}>
      <Stack align="center" gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.landing}>Go to the home page</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
