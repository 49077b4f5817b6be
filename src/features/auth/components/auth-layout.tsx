// The frame of the sign-in and reset pages: a brand panel on wide screens, the form beside it.
import { CheckIcon } from 'lucide-react';
import { Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { AppIcon } from '@/components/app-icon';
import { paths } from '@/config/paths';

const POINTS = [
  'Talent: find roles and track every application',
  'Companies: plan hiring and review candidates together',
  'Recruiters: source talent and earn commission on placements',
];

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex minH="100dvh" bg="bg">
      <Box
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        justifyContent="space-between"
        w="44%"
        maxW="560px"
        p="12"
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.950"
        color="white"
      >
        <RouterLink to={paths.landing} aria-label="Evee home">
          <BrandLogo />
        </RouterLink>
        <Stack gap="6">
          <Heading size="3xl" lineHeight="1.15" letterSpacing="-0.02em">
            Hiring, recruiting and careers in one place.
          </Heading>
          <List.Root gap="3" variant="plain">
            {POINTS.map((point) => (
              <List.Item key={point} alignItems="center" gap="3">
                <AppIcon icon={CheckIcon} boxSize="5" color="brand.200" />
                <Text color="brand.50">{point}</Text>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Text fontSize="sm" color="brand.200">
          Works offline. Install it on your phone or desktop.
        </Text>
      </Box>
      <Flex flex="1" align="center" justify="center" px={{ base: '4', md: '8' }} py="10">
        <Box w="full" maxW="md">
          <Box display={{ base: 'block', lg: 'none' }} mb="8">
            <RouterLink to={paths.landing} aria-label="Evee home">
              <BrandLogo />
            </RouterLink>
          </Box>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
