// The application's résumé file on the candidate profile: its name, size, type and date, with
// Download; a PDF opens inline (pdf.js, loaded only then), a Word document is only downloaded.
// Opening or downloading it marks the résumé reviewed, as following the résumé link does.
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DownloadIcon, EyeIcon, EyeOffIcon, FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import type { ApplicationRow, FileReference } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { formatBytes } from '@/lib/files/rules';
import { formatDay } from '@/utils/format-day';
import { ResumeError, resumeDownloadLink } from '../data/resume-access';
import { markResumeReviewed } from '../data/resume-review';
import { resumeKind } from '../utils/resume-file';
import { ProfileSection } from './profile-section';
import { ResumePdfViewer } from './resume-pdf-viewer';

/** Follows a link without leaving the page: Storage serves it as an attachment, so it downloads. */
function follow(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

function DownloadButton({ file, onDone }: { file: FileReference; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      follow(await resumeDownloadLink(file));
      onDone();
    } catch (err) {
      if (!(err instanceof ResumeError)) console.error('[candidates] downloading the résumé failed', err);
      setError(err instanceof ResumeError ? err.message : 'The résumé could not be downloaded. Try again');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" loading={busy} onClick={() => void download()}>
        <AppIcon icon={DownloadIcon} boxSize="4" />
        Download
      </Button>
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error" flexBasis="full">
          {error}
        </Text>
      )}
    </>
  );
}

export function ResumePanel({ application }: { application: ApplicationRow }) {
  const file = application.resume_file ?? null;
  const [open, setOpen] = useState(false);
  if (!file) return null;
  const kind = resumeKind(file.type);
  // Only a résumé waiting for review is marked; the server ignores the rest, but a call saved is a call saved.
  const reviewed = () => {
    if (application.progress_resume === 'submitted') void markResumeReviewed(application.id);
  };

  return (
    <ProfileSection title="Résumé">
      <Stack gap="4">
        <HStack gap="3" align="start" wrap="wrap">
          <Box color="fg.muted" pt="0.5">
            <AppIcon icon={FileTextIcon} boxSize="5" />
          </Box>
          <Stack gap="0" flex="1" minW="40">
            <Text fontWeight="semibold" wordBreak="break-word">
              {file.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {[kind.label, formatBytes(file.size), `uploaded ${formatDay(file.uploadedAt)}`].join(' · ')}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {kind.inline && (
              <Button
                size="sm"
                colorPalette="brand"
                aria-expanded={open}
                onClick={() => {
                  if (!open) reviewed();
                  setOpen(!open);
                }}
              >
                <AppIcon icon={open ? EyeOffIcon : EyeIcon} boxSize="4" />
                {open ? 'Close résumé' : 'Open résumé'}
              </Button>
            )}
            <DownloadButton file={file} onDone={reviewed} />
          </HStack>
        </HStack>
        {!kind.inline && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              {kind.label === 'Word document'
                ? 'Word documents are not shown here: download it to read it.'
                : 'This file is not shown here: download it to read it.'}
            </Alert.Description>
          </Alert.Root>
        )}
        {open && kind.inline && <ResumePdfViewer file={file} />}
      </Stack>
    </ProfileSection>
  );
}
