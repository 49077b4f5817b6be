// The AI interview's analysis on a candidate's profile (the application's assessment): video
// interview, skills analysis, communication and professional skills (the interviewers' scorecards),
// and the AI summary (the interview's, else one written from the profile and marked so).
import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ClockIcon, LanguagesIcon, SparklesIcon, VideoIcon } from 'lucide-react';
import type { ApplicationAssessment, ScorecardRow } from '@sync/collections/workspace-records/rows';
import { AppIcon, type AppIconGlyph } from '@/components/app-icon';
import { formatDay } from '@/utils/format-day';
import type { OnlineSummary } from '../data/use-online-summary';
import { scorecardAverages, scorecardCountLabel, type ScorecardAverage } from '../utils/scorecard-averages';
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

/**
 * The interviewers' view: each bar is the average of the scorecards (1-4), with their count;
 * 'Not yet rated' while there are none. An AI interview's own values, when it wrote some, are
 * shown apart and labelled as the AI interview's, never mixed into the interviewers' average.
 */
export function SoftSkills({
  assessment,
  scorecards,
}: {
  assessment: ApplicationAssessment | null;
  scorecards: ScorecardRow[];
}) {
  const averages = scorecardAverages(scorecards);
  const { communication: aiCommunication, professional: aiProfessional } = assessment ?? {};
  const bar = (label: string, avg: ScorecardAverage | null) =>
    avg ? (
      <ScoreBar label={label} score={avg.percent} valueText={`${avg.rating} of 4`} />
    ) : (
      <HStack justify="space-between" fontSize="sm">
        <Text>{label}</Text>
        <Text color="fg.muted">Not yet rated</Text>
      </HStack>
    );
  return (
    <ProfileSection title="Communication and professional skills">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {averages.count
            ? `Interviewers' average, ${scorecardCountLabel(averages.count)}`
            : 'Not yet rated: interviewers rate these on their scorecards.'}
        </Text>
        {bar('Communication', averages.communication)}
        {bar('Professional skills', averages.professional)}
        {(aiCommunication !== undefined || aiProfessional !== undefined) && (
          <Stack gap="3" pt="2">
            <Text fontSize="sm" color="fg.muted">
              From the AI interview
            </Text>
            {aiCommunication !== undefined && <ScoreBar label="Communication (AI interview)" score={aiCommunication} />}
            {aiProfessional !== undefined && (
              <ScoreBar label="Professional skills (AI interview)" score={aiProfessional} />
            )}
          </Stack>
        )}
      </Stack>
    </ProfileSection>
  );
}

export function AiSummary({
  assessment,
  fromProfile,
  online,
}: {
  assessment: ApplicationAssessment | null;
  /** The summary written from the profile (summaryFromProfile), shown when the interview wrote none. */
  fromProfile?: string | null;
  /** The Online AI's, when this Evee has one and the company turned it on (useOnlineSummary). */
  online?: OnlineSummary | null;
}) {
  const interview = assessment?.summary?.trim();
  const text = interview || fromProfile;
  return (
    <ProfileSection title="AI summary" empty={!text && !online && 'No AI summary yet.'}>
      <Stack gap="2" align="start">
        {!interview && text && (
          <Badge variant="outline" colorPalette="gray">
            Summary from the profile
          </Badge>
        )}
        {text && (
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {text}
          </Text>
        )}
        {online && <OnlineSummaryPart online={online} />}
      </Stack>
    </ProfileSection>
  );
}

function OnlineSummaryPart({ online }: { online: OnlineSummary }) {
  return (
    <Stack gap="2" align="start" pt="2" w="full" aria-live="polite">
      {online.text && (
        <>
          <Badge variant="subtle" colorPalette="brand">
            Online AI
          </Badge>
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {online.text}
          </Text>
        </>
      )}
      {online.error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {online.error} The summary from the profile stands.
        </Text>
      )}
      <Button size="sm" variant="outline" onClick={online.ask} loading={online.asking} disabled={!online.online}>
        <AppIcon icon={SparklesIcon} boxSize="4" />
        {online.text ? 'Ask Online AI again' : 'Ask Online AI for a summary'}
      </Button>
      {!online.online && (
        <Text fontSize="xs" color="fg.muted">
          Online AI needs a connection.
        </Text>
      )}
    </Stack>
  );
}
