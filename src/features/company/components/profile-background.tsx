// A candidate's background from their talent profile: work experience, education and skills;
// then the application's progress and the ways to reach them.
import { Badge, Box, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { CheckCircle2Icon, CircleDashedIcon, FileTextIcon, MailIcon, PhoneIcon } from 'lucide-react';
import type { ApplicationRow, TalentProfileRow } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { isWebAddress } from '@/utils/web-address';
import { markResumeReviewed } from '../data/resume-review';
import { ProfileSection } from './profile-section';

type Profile = TalentProfileRow | null | undefined;

export function WorkExperience({ profile }: { profile: Profile }) {
  const items = profile?.work_experience ?? [];
  return (
    <ProfileSection title="Work experience" empty={!items.length && 'No work experience on their profile.'}>
      <Stack as="ol" listStyleType="none" gap="4">
        {items.map((w, i) => (
          <Box as="li" key={i} borderStartWidth="2px" borderColor="brand.muted" ps="3">
            <Text fontWeight="semibold">{w.title || 'Role'}</Text>
            <Text fontSize="sm" color="fg.muted">
              {[w.company, w.period].filter(Boolean).join(' · ')}
            </Text>
            {w.description && (
              <Text fontSize="sm" mt="1">
                {w.description}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </ProfileSection>
  );
}

export function Education({ profile }: { profile: Profile }) {
  const items = profile?.education ?? [];
  return (
    <ProfileSection title="Education" empty={!items.length && 'No education on their profile.'}>
      <Stack as="ul" listStyleType="none" gap="3">
        {items.map((e, i) => (
          <Box as="li" key={i}>
            <Text fontWeight="semibold">{e.school || 'School'}</Text>
            <Text fontSize="sm" color="fg.muted">
              {[e.degree, e.period].filter(Boolean).join(' · ')}
            </Text>
          </Box>
        ))}
      </Stack>
    </ProfileSection>
  );
}

export function Skills({ profile }: { profile: Profile }) {
  const skills = profile?.skills ?? [];
  return (
    <ProfileSection title="Skills" empty={!skills.length && 'No skills listed on their profile.'}>
      <Wrap gap="2" as="ul" listStyleType="none">
        {skills.map((s) => (
          <Badge as="li" key={s} variant="subtle" colorPalette="brand" size="md">
            {s}
          </Badge>
        ))}
      </Wrap>
    </ProfileSection>
  );
}

function Step({ label, value, done }: { label: string; value: string; done: boolean }) {
  return (
    <HStack as="li" justify="space-between" gap="3">
      <HStack gap="2">
        <AppIcon
          icon={done ? CheckCircle2Icon : CircleDashedIcon}
          boxSize="4"
          color={done ? 'fg.success' : 'fg.muted'}
        />
        <Text fontSize="sm">{label}</Text>
      </HStack>
      <Text fontSize="sm" fontWeight="medium" color={done ? undefined : 'fg.muted'}>
        {value}
      </Text>
    </HStack>
  );
}

const word = (s: string | null, none: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : none);

export function ApplicationProgress({ application }: { application: ApplicationRow }) {
  const resume = application.resume_url?.trim();
  return (
    <ProfileSection title="Application progress">
      <Stack as="ul" listStyleType="none" gap="3">
        <Step
          label="Resume"
          value={word(application.progress_resume, 'Not sent')}
          done={application.progress_resume === 'reviewed'}
        />
        {/* Shown only once an AI interview exists: there is none to promise before. */}
        {application.progress_ai_interview && (
          <Step label="AI interview" value={word(application.progress_ai_interview, '')} done />
        )}
        <Step
          label="Screening"
          value={word(application.progress_screening, 'Not scheduled')}
          done={application.progress_screening === 'scheduled' || application.progress_screening === 'completed'}
        />
      </Stack>
      {resume && isWebAddress(resume) && (
        <Link
          href={resume}
          target="_blank"
          rel="noreferrer"
          mt="4"
          fontSize="sm"
          color="brand.fg"
          onClick={() => void markResumeReviewed(application.id)}
        >
          <AppIcon icon={FileTextIcon} boxSize="4" />
          Open résumé
        </Link>
      )}
    </ProfileSection>
  );
}

export function ContactInformation({
  email,
  phone,
}: {
  email: string | null | undefined;
  phone: string | null | undefined;
}) {
  return (
    <ProfileSection title="Contact information" empty={!email && !phone && 'No contact details shared.'}>
      <Stack gap="2">
        {email && (
          <HStack gap="2" minW="0">
            <AppIcon icon={MailIcon} boxSize="4" color="fg.muted" />
            <Link href={`mailto:${email}`} fontSize="sm" wordBreak="break-all">
              {email}
            </Link>
          </HStack>
        )}
        {phone && (
          <HStack gap="2">
            <AppIcon icon={PhoneIcon} boxSize="4" color="fg.muted" />
            <Link href={`tel:${phone}`} fontSize="sm">
              {phone}
            </Link>
          </HStack>
        )}
      </Stack>
    </ProfileSection>
  );
}
