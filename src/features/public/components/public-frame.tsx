// The frame of the signed-out public pages: the Evee mark home, Browse jobs (/jobs), and Sign in
// (or, for someone signed in, the way back to their workspace).
import { Box, Button, Container, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';

export function PublicFrame({ children, signedIn }: { children: ReactNode; signedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxW="5xl" py="3">
          <HStack justify="space-between">
            <RouterLink to={paths.landing} aria-label="Evee home">
              <BrandLogo />
            </RouterLink>
            <HStack gap="2">
              {pathname !== paths.jobs && (
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to={paths.jobs}>Browse jobs</RouterLink>
                </Button>
              )}
              <Button asChild size="sm" colorPalette="brand" variant={signedIn ? 'outline' : 'solid'}>
                <RouterLink to={signedIn ? paths.workspace : paths.auth}>
                  {signedIn ? 'Go to your workspace' : 'Sign in'}
                </RouterLink>
              </Button>
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Container as="main" maxW="5xl" py={{ base: '6', md: '10' }}>
        {children}
      </Container>
    </Box>
  );
}
