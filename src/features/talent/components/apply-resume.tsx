// The Apply dialog's résumé: the talent's current one from their profile (sent unless unticked),
// or one uploaded for this application alone ('Upload resume'), which is sent instead. The
// upload needs the connection; the link field below stays for those who keep their CV elsewhere.
import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import type { FileReference } from '@sync/collections/workspace-records/rows';
import { FileUploadField } from '@/components/file-upload-field';
import { useFileUpload } from '@/hooks/use-file-upload';
import { objectPaths } from '@/lib/files/paths';
import { formatBytes, resumeAccept } from '@/lib/files/rules';
import { removeFile } from '@/lib/files/upload';
import { formatDay } from '@/utils/format-day';

export interface ResumeChoice {
  /** A file uploaded for this application; sent instead of the profile's. */
  uploaded: FileReference | null;
  /** Whether the profile's résumé goes with the application (when there is one). */
  sendProfile: boolean;
}

interface Props {
  userId: string | undefined;
  profileResume: FileReference | null;
  choice: ResumeChoice;
  onChange: (choice: ResumeChoice) => void;
}

export function ApplyResume({ userId, profileResume, choice, onChange }: Props) {
  const upload = useFileUpload({
    bucket: 'resumes',
    userId,
    slot: null,
    pathFor: (name) => objectPaths.resume(userId!, name),
    onUploaded: (stored) => Promise.resolve(onChange({ ...choice, uploaded: stored })),
  });
  // The file was uploaded for this application alone: nothing else refers to it.
  const discard = async () => {
    const file = choice.uploaded;
    onChange({ ...choice, uploaded: null });
    if (file) await removeFile('resumes', file.path).catch((err: unknown) => console.error('[apply] removing', err));
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Résumé
      </Fieldset.Legend>
      <Stack gap="3" mt="2">
        {profileResume && !choice.uploaded && (
          <Checkbox.Root
            checked={choice.sendProfile}
            onCheckedChange={(e) => onChange({ ...choice, sendProfile: e.checked === true })}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              Send my résumé
              <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
                {profileResume.name} · {formatBytes(profileResume.size)} · uploaded{' '}
                {formatDay(profileResume.uploadedAt)}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
        <FileUploadField
          label="Upload resume"
          accept={resumeAccept}
          hint={
            profileResume
              ? 'Or upload another for this application: PDF or Word, up to 10 MB.'
              : 'PDF or Word, up to 10 MB. Your profile keeps its own.'
          }
          current={choice.uploaded}
          status={upload.status}
          onPick={upload.pick}
          onRemove={() => void discard()}
        />
        {profileResume && choice.uploaded && (
          <Text fontSize="sm" color="fg.muted">
            Sent with this application instead of your profile’s résumé ({profileResume.name}).
          </Text>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
