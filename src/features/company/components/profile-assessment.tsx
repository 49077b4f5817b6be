// The AI interview's analysis on a candidate's profile (the application's assessment): video
// interview, skills analysis, communication and professional skills, and the AI summary (the
// interview's, else one written from the profile and marked so).
import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ClockIcon, LanguagesIcon, VideoIcon } from 'lucide-react';
import type { ApplicationAssessment } from '@sync/collections/workspace-records/rows';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { formatDay } from '@/utils/format-day';
import { ProfileSection, ScoreBar } from './profile-section';

function Detail({ icon, label, value }: { icon: AppIconGlyph; label: string; value: string }) {
  return (
    <HStack gap="3" align="flex-start">
      <AppIcon icon={icon} boxSize="4" mt="0.5" color="fg.muted" />
      <Stack gap="0">
        <Text fontSize="xs" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="sm" fontWeight="medium">
          {value}
        </Text>
      </Stack>
    </HStack>
  );
}

// No transcript reaches the device, so whether one exists is not shown: a line saying
// 'Available' that opened nothing only promised something.
export function VideoInterviewPanel({ assessment }: { assessment: ApplicationAssessment | null }) {
  const video = assessment?.video_interview;
  return (
    <ProfileSection title="Video interview" empty={!video && 'No video interview recorded yet.'}>
      {video && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Detail icon={VideoIcon} label="Recorded" value={video.date ? formatDay(video.date) : 'Date not recorded'} />
          <Detail
            icon={ClockIcon}
            label="Duration"
            value={video.duration_minutes !== undefined ? `${video.duration_minutes} minutes` : 'Not recorded'}
          />
          <Detail icon={LanguagesIcon} label="Original language" value={video.original_language || 'Not recorded'} />
        </SimpleGrid>
      )}
    </ProfileSection>
  );
}

export function SkillsAnalysis({ assessment }: { assessment: ApplicationAssessment | null }) {
  const skills = assessment?.skills ?? [];
  return (
    <ProfileSection
      title="Skills analysis"
      empty={!skills.length && 'No skills analysis yet: it comes from the AI interview.'}
    >
      <Stack gap="3">
        {skills.map((s) => (
          <ScoreBar key={s.skill} label={s.skill} score={s.score} />
        ))}
      </Stack>
    </ProfileSection>
  );
}

export function SoftSkills({ assessment }: { assessment: ApplicationAssessment | null }) {
  const { communication, professional } = assessment ?? {};
  const none = communication === undefined && professional === undefined;
  return (
    <ProfileSection title="Communication and professional skills" empty={none && 'Not assessed yet.'}>
      <Stack gap="3">
        {communication !== undefined && <ScoreBar label="Communication" score={communication} />}
        {professional !== undefined && <ScoreBar label="Professional skills" score={professional} />}
      </Stack>
    </ProfileSection>
  );
}

export function AiSummary({
  assessment,
  fromProfile,
}: {
  assessment: ApplicationAssessment | null;
  /** The summary written from the profile (summaryFromProfile), shown when the interview wrote none. */
  fromProfile?: string | null;
}) {
  const interview = assessment?.summary?.trim();
  const text = interview || fromProfile;
  return (
    <ProfileSection title="AI summary" empty={!text && 'No AI summary yet.'}>
      <Stack gap="2" align="start">
        {!interview && (
          <Badge variant="outline" colorPalette="gray">
            Summary from the profile
          </Badge>
        )}
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {text}
        </Text>
      </Stack>
    </ProfileSection>
  );
}
