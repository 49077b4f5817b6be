// One person found by Talent Search: who they are, where, how experienced, their skills and
// expected rate, and 'Add to candidates' (or that they already are one).
import { Badge, Button, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { CheckIcon, UserPlusIcon } from 'lucide-react';
import type { TalentResult } from '@sync/recruiter/talent-search';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { employmentTypeLabel } from '@/utils/job-labels';
import { money } from '@/utils/money';

const nameOf = (p: TalentResult) =>
  p.display_name?.trim() || [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Evee member';

interface Props {
  person: TalentResult;
  isCandidate: boolean;
  onAdd: (person: TalentResult) => void;
}

export function TalentResultCard({ person, isCandidate, onAdd }: Props) {
  const name = nameOf(person);
  const facts = [
    person.location,
    person.experience_years !== null
      ? `${person.experience_years} ${person.experience_years === 1 ? 'year' : 'years'}`
      : null,
    person.employment_type ? employmentTypeLabel(person.employment_type) : null,
    person.expected_rate !== null
      ? `${money(Number(person.expected_rate), person.expected_rate_currency)} a ${person.expected_rate_period}`
      : null,
  ].filter(Boolean);
  return (
    <Card.Root as="li" variant="outline" listStyleType="none">
      <Card.Body p="4" gap="3">
        <HStack align="start" gap="3">
          <Avatar name={name} src={person.avatar_url} size="md" />
          <Stack gap="0.5" flex="1" minW="0">
            <Text as="h3" fontWeight="semibold">
              {name}
            </Text>
            {person.headline && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {person.headline}
              </Text>
            )}
            <Text fontSize="sm">{facts.join(' · ')}</Text>
          </Stack>
          {isCandidate ? (
            <Badge colorPalette="green" variant="subtle" gap="1">
              <AppIcon icon={CheckIcon} boxSize="3" />
              In your candidates
            </Badge>
          ) : (
            <Button size="sm" variant="outline" onClick={() => onAdd(person)} aria-label={`Add to candidates: ${name}`}>
              <AppIcon icon={UserPlusIcon} boxSize="4" />
              Add to candidates
            </Button>
          )}
        </HStack>
        {person.skills.length > 0 && (
          <Wrap gap="1.5">
            {person.skills.slice(0, 12).map((skill) => (
              <Badge key={skill} variant="subtle" size="sm">
                {skill}
              </Badge>
            ))}
          </Wrap>
        )}
      </Card.Body>
    </Card.Root>
  );
}
