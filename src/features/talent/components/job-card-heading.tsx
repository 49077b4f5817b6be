// The top of a job's card in the talent's own lists (Applications, Saved Jobs): the company's
// logo, the job's title (a link that opens the job, when it can be opened) and the company, with
// the card's badge at the end. One look for both, so a title reads as a link wherever it is one.
import { Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '@/components/avatar';

interface Props {
  title: string;
  companyName: string;
  logoUrl: string | null | undefined;
  /** Null when the job cannot be opened (no longer listed, or closed). */
  href: string | null;
  /** The badge at the end (the application's status, 'Closed'). */
  children?: ReactNode;
}

export function JobCardHeading({ title, companyName, logoUrl, href, children }: Props) {
  return (
    <Flex gap="3" align="start">
      <Avatar name={companyName} src={logoUrl} size="md" shape="rounded" />
      <Stack gap="0.5" minW="0" flex="1">
        <Heading as="h3" size="sm" overflowWrap="anywhere">
          {href ? (
            <Link asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
              <RouterLink to={href}>{title}</RouterLink>
            </Link>
          ) : (
            title
          )}
        </Heading>
        <Text fontSize="sm" color="fg.muted" truncate>
          {companyName}
        </Text>
      </Stack>
      {children}
    </Flex>
  );
}
