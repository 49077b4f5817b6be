// A company as talent sees it: logo, name, industry, location, size, website and about.
import { Box, Card, Flex, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Building2Icon, GlobeIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import type { PublicCompany } from '../data/public-listings';

function Fact({ icon, children }: { icon: AppIconGlyph; children: React.ReactNode }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" minW="0">
      <AppIcon icon={icon} boxSize="4" />
      <Box minW="0">{children}</Box>
    </HStack>
  );
}

/** Only http(s) addresses become links; the label drops the scheme. */
function website(url: string | null): { href: string; label: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return { href: parsed.href, label: (parsed.host + parsed.pathname).replace(/\/$/, '') };
  } catch {
    return null;
  }
}

export function CompanyHeader({
  company,
  headingLevel = 'h1',
}: {
  company: PublicCompany;
  headingLevel?: 'h1' | 'h2';
}) {
  const site = website(company.website);
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body gap="4">
        <Flex gap="4" align="center">
          <Avatar name={company.name} src={company.logo_url} size="lg" shape="rounded" label={company.name} />
          <Stack gap="1" minW="0">
            <Heading as={headingLevel} size="2xl" letterSpacing="-0.01em" overflowWrap="anywhere">
              {company.name}
            </Heading>
            {company.industry && <Text color="fg.muted">{company.industry}</Text>}
          </Stack>
        </Flex>
        <Wrap gap="4" rowGap="2">
          {company.location && <Fact icon={MapPinIcon}>{company.location}</Fact>}
          {company.size && <Fact icon={UsersIcon}>{company.size} employees</Fact>}
          {site && (
            <Fact icon={GlobeIcon}>
              <Link href={site.href} target="_blank" rel="noopener noreferrer" color="brand.fg" overflowWrap="anywhere">
                {site.label}
              </Link>
            </Fact>
          )}
          {!company.location && !company.size && !site && <Fact icon={Building2Icon}>Company on Evee</Fact>}
        </Wrap>
        {company.description && (
          <Text whiteSpace="pre-line" color="fg" lineHeight="tall">
            {company.description}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
