// The recruiter workspace's screens: Talent Search, Candidates, Placements, Campaigns and the
// calendar (the recruiting part of the person's calendar).
import { useCurrentUserName } from '@/features/auth/data/use-auth';
import { Box } from '@chakra-ui/react';
import { ScheduleButton } from '@/features/calendar/components/schedule-button';
import { CampaignsScreen } from '@/features/recruiter/components/campaigns-page';
import { PlacementsScreen } from '@/features/recruiter/components/placements-page';

export { TalentSearchScreen as TalentSearchPage } from '@/features/recruiter/components/talent-search-page';

/** Placements, with 'Schedule interview' on each submission that became an application. */
export function PlacementsPage() {
  return (
    <PlacementsScreen
      applicationAction={(item) =>
        item.application?.status === 'rejected' || item.application?.status === 'hired' ? null : (
          <Box>
            <ScheduleButton
              label="Schedule interview"
              size="xs"
              target={{
                attendeeIds: [item.submission.talent_id],
                applicationId: item.submission.application_id,
                defaultKind: 'interview',
                defaultTitle: [item.job?.job.title, item.talentName].filter(Boolean).join(' – ') || 'Interview',
                attendeeName: item.talentName ?? undefined,
              }}
            />
          </Box>
        )
      }
    />
  );
}

export { CandidatesScreen as RecruiterCandidatesPage } from '@/features/recruiter/components/candidates-page';

export function CampaignsPage() {
  const { name } = useCurrentUserName();
  return <CampaignsScreen recruiterName={name} />;
}

export { RecruiterCalendarScreen as RecruiterCalendarPage } from '@/features/calendar/components/calendar-pages';
