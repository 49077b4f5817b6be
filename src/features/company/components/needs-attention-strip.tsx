// The strip at the top of the Hiring Center: what waits on the team (utils/needs-attention),
// each entry a link to the thing itself. Nothing waiting says so in one line.
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarXIcon, CircleCheckIcon, HourglassIcon, MegaphoneOffIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { paths } from '@/config/paths';
import { ageInDays } from '../utils/dates';
import type { AttentionItem } from '../utils/needs-attention';
import type { PersonNames } from '../data/use-people';
import { personName } from '../utils/person-name';

interface Entry {
  key: string;
  icon: AppIconGlyph;
  title: string;
  detail: string;
  to: string;
}

function entryOf(item: AttentionItem, people: PersonNames): Entry {
  switch (item.kind) {
    case 'waiting-application':
      return {
        key: `a-${item.application.id}`,
        icon: HourglassIcon,
        title: `${personName(people.get(item.application.user_id))}${item.job ? ` · ${item.job.title}` : ''}`,
        detail: `In review for ${ageInDays(item.days)}`,
        to: paths.company.candidateProfile(item.application.id),
      };
    case 'overdue-plan':
      return {
        key: `p-${item.plan.id}`,
        icon: CalendarXIcon,
        title: item.plan.title,
        detail: item.days === 0 ? 'Deadline passed yesterday' : `Deadline passed ${ageInDays(item.days + 1)} ago`,
        to: paths.company.hiringPlan(item.plan.id),
      };
    case 'quiet-job':
      return {
        key: `j-${item.job.id}`,
        icon: MegaphoneOffIcon,
        title: item.job.title,
        detail: `No applications ${ageInDays(item.days)} after publishing`,
        to: item.job.hiring_plan_id ? paths.company.hiringPlan(item.job.hiring_plan_id) : paths.company.jobBoard,
      };
  }
}

export function NeedsAttentionStrip({ items, people }: { items: AttentionItem[]; people: PersonNames }) {
  const entries = items.map((item) => entryOf(item, people));
  return (
    <Box as="section" aria-labelledby="needs-attention" borderWidth="1px" borderRadius="l3" bg="bg.panel" p="4">
      <Heading as="h2" id="needs-attention" size="md" mb={entries.length ? '3' : '1'}>
        Needs attention
      </Heading>
      {entries.length === 0 ? (
        <HStack gap="2" color="fg.muted" fontSize="sm">
          <AppIcon icon={CircleCheckIcon} boxSize="4" color="fg.success" />
          <Text>Nothing is waiting: no overdue plans, no long reviews, no quiet jobs.</Text>
        </HStack>
      ) : (
        <Stack
          as="ul"
          listStyleType="none"
          gap="2"
          direction={{ base: 'column', lg: 'row' }}
          wrap={{ base: 'nowrap', lg: 'wrap' }}
        >
          {entries.map((e) => (
            <Box as="li" key={e.key} flex={{ lg: '1 1 16rem' }} minW="0">
              <Link
                asChild
                display="flex"
                gap="3"
                alignItems="flex-start"
                p="3"
                borderRadius="l2"
                bg="bg.muted"
                w="full"
                _hover={{ bg: 'bg.emphasized', textDecoration: 'none' }}
              >
                <RouterLink to={e.to}>
                  <AppIcon icon={e.icon} boxSize="4" mt="0.5" color="fg.warning" />
                  <Box minW="0">
                    <Text fontSize="sm" fontWeight="medium" truncate>
                      {e.title}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {e.detail}
                    </Text>
                  </Box>
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
