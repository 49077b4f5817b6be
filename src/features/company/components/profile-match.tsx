// The database's match of a candidate against the job (supabase/README.md, Match score): the
// score, the reasons it gives in words, and which of the job's skills the candidate has, lacks
// or adds. Read from the application on the device, so it shows offline too.
import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CheckIcon, MinusIcon, PlusIcon } from 'lucide-react';
import type { ApplicationRow } from '@sync/collections/workspace-records/rows';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { scorePalette } from '../utils/match-filter';
import { ProfileSection } from './profile-section';

function SkillGroup({
  label,
  skills,
  icon,
  palette,
}: {
  label: string;
  skills: string[];
  icon: AppIconGlyph;
  palette: string;
}) {
  if (!skills.length) return null;
  return (
    <Stack gap="1.5">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <HStack gap="1.5" wrap="wrap" role="list" aria-label={label}>
        {skills.map((skill) => (
          <Badge key={skill} role="listitem" colorPalette={palette} variant="subtle" size="md">
            <AppIcon icon={icon} boxSize="3" />
            {skill}
          </Badge>
        ))}
      </HStack>
    </Stack>
  );
}

export function MatchPanel({ application }: { application: ApplicationRow }) {
  const { match_score: score, assessment } = application;
  const reasons = assessment?.reasons ?? [];
  return (
    <ProfileSection
      title="Match score"
      empty={score === null && 'Not scored yet: the score comes once the server has the application.'}
    >
      <Stack gap="4">
        <HStack gap="3">
          <Badge colorPalette={scorePalette(score ?? 0)} variant="subtle" size="lg" fontSize="md">
            {score}% match
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            against the job’s skills, experience, pay and place
          </Text>
        </HStack>
        {reasons.length > 0 && (
          <List.Root gap="1" ps="5" fontSize="sm" aria-label="Why this score">
            {reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List.Root>
        )}
        <SkillGroup label="Has" skills={assessment?.matched_skills ?? []} icon={CheckIcon} palette="green" />
        <SkillGroup
          label="Has, nice to have"
          skills={assessment?.nice_matched_skills ?? []}
          icon={CheckIcon}
          palette="green"
        />
        <SkillGroup label="Missing" skills={assessment?.missing_skills ?? []} icon={MinusIcon} palette="red" />
        <SkillGroup label="Also has" skills={assessment?.extra_skills ?? []} icon={PlusIcon} palette="gray" />
      </Stack>
    </ProfileSection>
  );
}
