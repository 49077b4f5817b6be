// The frame of the signed-out public pages: the Evee mark home, and Sign in (or, for someone
// signed in, the way back to their workspace).
import { Box, Button, Container, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';

export function PublicFrame({ children, signedIn }: { children: ReactNode; signedIn: boolean }) {
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxW="5xl" py="3">
          <HStack justify="space-between">
            <RouterLink to={paths.landing} aria-label="Evee home">
              <BrandLogo />
            </RouterLink>
            <Button asChild size="sm" colorPalette="brand" variant={signedIn ? 'outline' : 'solid'}>
              <RouterLink to={signedIn ? paths.workspace : paths.auth}>
                {signedIn ? 'Go to your workspace' : 'Sign in'}
              </RouterLink>
            </Button>
          </HStack>
        </Container>
      </Box>
      <Container as="main" maxW="5xl" py={{ base: '6', md: '10' }}>
        {children}
      </Container>
    </Box>
  );
}
