// 'Add skills from your résumé': a PDF résumé the talent just picked is read on the device (pdf.js,
// loaded only now), and the skills it mentions that their profile lacks are offered as toggles,
// all on, added with one click. Everything happens on the device, so it works offline; the
// profile change syncs as any other.
import { Box, Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { CheckIcon, PlusIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { AppIcon } from '@/components/app-icon';
import { loadPdfJs } from '@/lib/pdf/load-pdfjs';
import { readPdfText } from '@/lib/pdf/pdf-text';
import { useSyncSession } from '@/lib/sync-session';
import { addResumeSkills } from '../../data/add-resume-skills';
import { useOwnTalentProfileForAccount } from '../../data/use-own-talent-profile';
import { useSkillVocabulary } from '../../data/use-skill-vocabulary';
import { resumeSkills } from '../../utils/resume-skills';

type Reading = { status: 'reading' } | { status: 'read'; text: string } | { status: 'failed' };

const isPdf = (file: Blob | null): file is Blob => file?.type === 'application/pdf';

/** The text of a picked PDF, read on the device; null for no file or another type. */
function usePdfText(file: Blob | null): Reading | null {
  // What was read, with the file it was read from: another file's reads as still reading.
  const [read, setRead] = useState<{ file: Blob; reading: Reading } | null>(null);
  useEffect(() => {
    if (!isPdf(file)) return;
    let live = true;
    Promise.all([file.arrayBuffer(), loadPdfJs()])
      .then(([bytes, lib]) => readPdfText(lib, new Uint8Array(bytes)))
      .then(
        (text) => live && setRead({ file, reading: { status: 'read', text } }),
        (err: unknown) => {
          console.warn('[profile] the résumé could not be read for skills', err);
          if (live) setRead({ file, reading: { status: 'failed' } });
        },
      );
    return () => {
      live = false;
    };
  }, [file]);
  if (!isPdf(file)) return null;
  return read?.file === file ? read.reading : { status: 'reading' };
}

function Note({ children }: { children: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" role="status">
      {children}
    </Text>
  );
}

export function ResumeSkillOffer({ file }: { file: Blob | null }) {
  const session = useSyncSession();
  const profile = useOwnTalentProfileForAccount();
  const vocabulary = useSkillVocabulary();
  const reading = usePdfText(file);
  const text = reading?.status === 'read' ? reading.text : '';
  const have = profile?.skills;
  const offers = useMemo(() => resumeSkills(text, vocabulary, have ?? []), [text, vocabulary, have]);
  const [off, setOff] = useState<Set<string>>(new Set());
  const [added, setAdded] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!reading) return null;
  if (reading.status === 'reading') return <Note>Reading your résumé for skills…</Note>;
  if (reading.status === 'failed') return <Note>Your résumé could not be read for skills.</Note>;
  if (!text) return <Note>Your résumé has no text to read skills from: it may be a scan.</Note>;
  const done = added.length > 0 && <Note>{`Added to your skills: ${added.join(', ')}.`}</Note>;
  if (!offers.length) return done || <Note>Your profile already lists the skills your résumé mentions.</Note>;

  const chosen = offers.filter((skill) => !off.has(skill));
  const toggle = (skill: string) =>
    setOff((was) => {
      const next = new Set(was);
      if (!next.delete(skill)) next.add(skill);
      return next;
    });
  const add = async () => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      setAdded(await addResumeSkills(session.db, session.userId, chosen));
    } catch (err) {
      console.error('[profile] adding the résumé skills failed', err);
      setError(err instanceof Error ? err.message : 'The skills could not be added. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="resume-skills-title" borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
      <Stack gap="3">
        <Stack gap="1">
          <Heading as="h3" id="resume-skills-title" size="sm">
            Add skills from your résumé
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Your résumé mentions these, and your profile does not list them yet.
          </Text>
        </Stack>
        <Wrap gap="2" as="ul" listStyleType="none" aria-label="Skills from your résumé">
          {offers.map((skill) => {
            const on = !off.has(skill);
            return (
              <li key={skill}>
                <Button
                  size="xs"
                  borderRadius="full"
                  variant={on ? 'subtle' : 'outline'}
                  colorPalette={on ? 'brand' : 'gray'}
                  aria-pressed={on}
                  onClick={() => toggle(skill)}
                >
                  <AppIcon icon={on ? CheckIcon : PlusIcon} boxSize="3.5" />
                  {skill}
                </Button>
              </li>
            );
          })}
        </Wrap>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" colorPalette="brand" loading={busy} disabled={!chosen.length} onClick={() => void add()}>
            Add
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {chosen.length === 1 ? '1 skill chosen' : `${chosen.length} skills chosen`}
          </Text>
        </HStack>
        {error && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {error}
          </Text>
        )}
        {done}
      </Stack>
    </Box>
  );
}
