// A person's public profile as others see it: photo, names, headline, location, the 'Open to
// recruiters' badge, skills, experience, education, links, and e-mail and phone only when the
// person chose to show them (the server leaves them out otherwise).
import { Badge, Box, Card, Flex, Heading, HStack, Link, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import type { PublicProfile } from '../../data/use-public-profile';
import { isWebAddress } from '@/utils/web-address';

function personName(p: PublicProfile): string {
  const full = [p.first_name, p.last_name].filter(Boolean).join(' ').trim();
  return p.display_name?.trim() || full || 'Evee member';
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Timeline({ items }: { items: { key: string; title: string; sub: string; period: string; text?: string }[] }) {
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {items.map((item) => (
        <Box as="li" key={item.key} borderStartWidth="2px" borderColor="brand.muted" ps="4">
          <Text fontWeight="semibold">{item.title}</Text>
          {item.sub && <Text color="fg.muted">{item.sub}</Text>}
          {item.period && (
            <Text fontSize="sm" color="fg.muted">
              {item.period}
            </Text>
          )}
          {item.text && (
            <Text mt="1" whiteSpace="pre-line">
              {item.text}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const name = personName(profile);
  const full = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const skills = profile.skills ?? [];
  const work = profile.work_experience ?? [];
  const education = profile.education ?? [];
  const links = (profile.links ?? []).filter((l) => l.url && isWebAddress(l.url));
  const hasContact = Boolean(profile.email || profile.phone);

  return (
    <Stack gap="5">
      <Card.Root variant="outline">
        <Card.Body>
          <Flex
            gap={{ base: '4', md: '6' }}
            align={{ base: 'start', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
          >
            <Avatar name={name} src={profile.avatar_url} size="lg" />
            <Stack gap="1.5" minW="0" flex="1">
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" size="2xl" letterSpacing="-0.01em">
                  {name}
                </Heading>
                {profile.open_to_recruiters && (
                  <Badge colorPalette="green" variant="subtle" size="md">
                    Open to recruiters
                  </Badge>
                )}
              </HStack>
              {full && full !== name && <Text color="fg.muted">{full}</Text>}
              {profile.headline && <Text fontSize="lg">{profile.headline}</Text>}
              <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
                {profile.location && (
                  <HStack gap="1">
                    <AppIcon icon={MapPinIcon} boxSize="4" />
                    {profile.location}
                  </HStack>
                )}
                {profile.experience_years != null && (
                  <Text>
                    {profile.experience_years} {profile.experience_years === 1 ? 'year' : 'years'} of experience
                  </Text>
                )}
              </HStack>
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>

      {hasContact && (
        <Block title="Contact">
          <Stack gap="2">
            {profile.email && (
              <HStack gap="2">
                <AppIcon icon={MailIcon} boxSize="4" color="fg.muted" />
                <Link href={`mailto:${profile.email}`} colorPalette="brand">
                  {profile.email}
                </Link>
              </HStack>
            )}
            {profile.phone && (
              <HStack gap="2">
                <AppIcon icon={PhoneIcon} boxSize="4" color="fg.muted" />
                <Link href={`tel:${profile.phone.replace(/[^+\d]/g, '')}`} colorPalette="brand">
                  {profile.phone}
                </Link>
              </HStack>
            )}
          </Stack>
        </Block>
      )}

      <Block title="Skills">
        {skills.length ? (
          <Wrap gap="2" as="ul" aria-label="Skills" listStyleType="none">
            {skills.map((skill) => (
              <Tag.Root as="li" key={skill} size="lg" variant="subtle" colorPalette="brand">
                <Tag.Label>{skill}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted">No skills listed yet.</Text>
        )}
      </Block>

      <Block title="Work experience">
        {work.length ? (
          <Timeline
            items={work.map((w, i) => ({
              key: `w${i}`,
              title: w.title || w.company || 'Position',
              sub: w.title ? (w.company ?? '') : '',
              period: w.period ?? '',
              text: w.description,
            }))}
          />
        ) : (
          <Text color="fg.muted">No work experience listed yet.</Text>
        )}
      </Block>

      <Block title="Education">
        {education.length ? (
          <Timeline
            items={education.map((e, i) => ({
              key: `e${i}`,
              title: e.school || 'School',
              sub: e.degree ?? '',
              period: e.period ?? '',
            }))}
          />
        ) : (
          <Text color="fg.muted">No education listed yet.</Text>
        )}
      </Block>

      {links.length > 0 && (
        <Block title="Links">
          <Stack as="ul" gap="2" listStyleType="none">
            {links.map((link, i) => (
              <li key={i}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer nofollow" colorPalette="brand">
                  {link.label || link.url}
                  <AppIcon icon={ExternalLinkIcon} boxSize="3.5" />
                </Link>
              </li>
            ))}
          </Stack>
        </Block>
      )}
    </Stack>
  );
}
