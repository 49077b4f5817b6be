// A titled panel of the candidate profile; with nothing to show it says so in a line.
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** The words shown instead of the content when there is no data. */
  empty?: string | false;
  children?: ReactNode;
}

export function ProfileSection({ title, empty, children }: Props) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="5" minW="0">
      <Heading as="h2" id={id} size="md" mb="3">
        {title}
      </Heading>
      {empty ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}

export function ScoreBar({
  label,
  score,
  valueText,
}: {
  label: string;
  score: number;
  /** What the bar says beside its label instead of the percentage (e.g. '3.5 of 4'). */
  valueText?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <Box>
      <Box display="flex" justifyContent="space-between" fontSize="sm" mb="1">
        <Text>{label}</Text>
        <Text fontWeight="semibold">{valueText ?? `${value}%`}</Text>
      </Box>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={valueText}
        h="2"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${value}%`} bg="brand.solid" borderRadius="full" />
      </Box>
    </Box>
  );
}
