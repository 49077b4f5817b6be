// The candidate profile's summary: avatar, name, headline, location, status and match score,
// with the status control and 'Contact {first name}'.
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MapPinIcon } from 'lucide-react';
import type { ApplicationRow, TalentProfileRow } from '@sync/collections/workspace-records/rows';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import type { UserProfileDoc } from '@sync/collections/user-profiles/schema';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { applicationStatusLabels, applicationStatusPalettes } from '@/utils/application-status';
import { ApplicationStatusControl } from './application-status-control';
import { isRecruiterSubmitted } from '../utils/recruiter-submitted';
import { ContactButton } from './contact-button';
import { personFirstName } from '../utils/person-name';

interface Props {
  application: ApplicationRow;
  person: UserProfileDoc | undefined;
  name: string;
  profile: TalentProfileRow | null | undefined;
  jobTitle: string | null;
  pending: boolean;
  failure: SyncFailureDoc | null | undefined;
}

export function ProfileHeader({ application, person, name, profile, jobTitle, pending, failure }: Props) {
  return (
    <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="5" justify="space-between" align={{ md: 'flex-start' }}>
        <HStack gap="4" align="flex-start" minW="0">
          <Avatar name={name} email={person?.email} src={person?.avatar_url} size="lg" />
          <Stack gap="1" minW="0">
            <Heading as="h1" size="2xl" letterSpacing="-0.01em" wordBreak="break-word">
              {name}
            </Heading>
            <Text color="fg.muted">{profile?.headline || 'No headline on their profile'}</Text>
            <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
              <HStack gap="1">
                <AppIcon icon={MapPinIcon} boxSize="4" />
                <span>{profile?.location || 'Location not given'}</span>
              </HStack>
              {jobTitle && <span>Applied for {jobTitle}</span>}
            </HStack>
            <HStack gap="2" mt="2" wrap="wrap">
              <Badge colorPalette={applicationStatusPalettes[application.status]} variant="solid">
                {applicationStatusLabels[application.status]}
              </Badge>
              <Badge colorPalette="brand" variant="subtle">
                {application.match_score === null ? 'Match not scored' : `${application.match_score}% match`}
              </Badge>
              {isRecruiterSubmitted(application) && <Badge variant="outline">Submitted by a recruiter</Badge>}
            </HStack>
          </Stack>
        </HStack>
        <Stack gap="3" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0}>
          <ContactButton applicationId={application.id} firstName={personFirstName(person ?? { display_name: name })} />
          <ApplicationStatusControl
            application={application}
            pending={pending}
            failure={failure}
            candidateName={name}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
