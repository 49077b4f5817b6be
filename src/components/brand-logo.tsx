// The Evee wordmark: the app icon's "E" tile and the name.
import { Box, HStack, Text } from '@chakra-ui/react';

export function BrandMark({ size = 8 }: { size?: number }) {
  return (
    <Box as="span" display="inline-flex" boxSize={size} flexShrink={0} aria-hidden="true">
      <svg viewBox="0 0 100 100" width="100%" height="100%">
        <rect width="100" height="100" rx="22" fill="#4f46e5" />
        <path fill="#fff" d="M30 25h40v12H43v7h20v12H43v7h27v12H30z" />
      </svg>
    </Box>
  );
}

export function BrandLogo({ hideName = false }: { hideName?: boolean }) {
  return (
    <HStack gap="2.5">
      <BrandMark />
      {!hideName && (
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="-0.02em">
          Evee
        </Text>
      )}
    </HStack>
  );
}
