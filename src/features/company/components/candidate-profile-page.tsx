// A candidate's profile (/workspace/company/candidates/{applicationId}/profile): the application
// and its AI assessment, the talent's profile and how to reach them, all from the device.
import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApplicationRow } from '@sync/collections/workspace-records/rows';
import { ArrowLeftIcon } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { paths } from '@/config/paths';
import { useApplication } from '../data/use-applications';
import { useScorecards } from '../data/use-scorecards';
import { useJob } from '../data/use-jobs';
import { useOnlineSummary } from '../data/use-online-summary';
import { usePendingRecordIds, useRecordFailure } from '@/hooks/use-pending-records';
import { usePeople } from '../data/use-people';
import { useTalentProfile } from '../data/use-talent-profile';
import { personFirstName, personName } from '../utils/person-name';
import { summaryFromProfile, type SummaryInput } from '../utils/profile-summary';
import { ListSkeleton } from '@/components/list-states';
import { NotFoundState } from './not-found-state';
import { AiSummary, SkillsAnalysis, SoftSkills, VideoInterviewPanel } from './profile-assessment';
import { ApplicationProgress, ContactInformation, Education, Skills, WorkExperience } from './profile-background';
import { PlacementPanel } from './placement-panel';
import { MatchPanel } from './profile-match';
import { ProfileHeader } from './profile-header';
import { ResumePanel } from './profile-resume';
import { ScorecardsPanel } from './profile-scorecards';

interface ProfileProps {
  /** Actions the route adds beside Back (scheduling an interview), given the application. */
  actions?: (application: ApplicationRow, candidate: { name: string; jobTitle: string | null }) => ReactNode;
}

export function CandidateProfilePage({ actions }: ProfileProps = {}) {
  const { candidateId } = useParams();
  const navigate = useNavigate();
  const { application } = useApplication(candidateId);
  const { job } = useJob(application?.job_id);
  const { profile } = useTalentProfile(application?.user_id);
  const people = usePeople(application ? [application.user_id] : []);
  const pending = usePendingRecordIds();
  const { failure } = useRecordFailure(candidateId);
  const scorecards = useScorecards(application?.id) ?? [];
  const person = application ? people.get(application.user_id) : undefined;
  const summaryInput: SummaryInput | null = application
    ? {
        name: personName(person),
        firstName: personFirstName(person),
        profile,
        application,
        jobTitle: job?.title ?? null,
      }
    : null;
  const onlineSummary = useOnlineSummary(job?.company_id, summaryInput);

  // Back to wherever the user came from; straight to the list when the profile was opened directly.
  const back = () => (window.history.state?.idx > 0 ? void navigate(-1) : void navigate(paths.company.candidates));
  if (application === undefined) return <ListSkeleton rows={3} height="40" label="Loading the candidate" />;
  if (application === null) {
    return <NotFoundState title="Candidate not found" actionLabel="Go Back" onAction={back} />;
  }
  const name = personName(person);
  const summary = summaryInput && summaryFromProfile(summaryInput);

  return (
    <Stack gap="5" pb="16">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Button variant="ghost" size="sm" onClick={back}>
          <AppIcon icon={ArrowLeftIcon} boxSize="4" />
          Back
        </Button>
        {actions?.(application, { name, jobTitle: job?.title ?? null })}
      </HStack>
      <ProfileHeader
        application={application}
        person={person}
        name={name}
        profile={profile}
        jobTitle={job?.title ?? null}
        pending={pending.has(application.id)}
        failure={failure}
      />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0,2fr) minmax(0,1fr)' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <MatchPanel application={application} />
          <ResumePanel application={application} />
          <VideoInterviewPanel assessment={application.assessment} />
          <SkillsAnalysis assessment={application.assessment} />
          <SoftSkills assessment={application.assessment} scorecards={scorecards} />
          <ScorecardsPanel applicationId={application.id} scorecards={scorecards} />
          <AiSummary assessment={application.assessment} fromProfile={summary} online={onlineSummary} />
          <WorkExperience profile={profile} />
          <Education profile={profile} />
        </Stack>
        <Stack gap="5" minW="0">
          {application.status === 'hired' && <PlacementPanel applicationId={application.id} />}
          <ApplicationProgress application={application} />
          <Skills profile={profile} />
          <ContactInformation email={person?.email} phone={profile?.phone} />
        </Stack>
      </Grid>
    </Stack>
  );
}
