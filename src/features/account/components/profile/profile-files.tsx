// My Profile's photo and résumé: each uploaded from the device (file inputs named 'Upload photo'
// and 'Upload resume'), shown with its name, size and date, replaced or removed. They are saved
// as soon as they are uploaded, apart from the form's Save; one picked offline waits on the
// device and goes when the connection returns.
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { FileReference } from '@sync/collections/workspace-records/rows';
import { Avatar } from '@/components/avatar';
import { FileUploadField } from '@/components/file-upload-field';
import { useFileUpload } from '@/hooks/use-file-upload';
import { useOnline } from '@/hooks/use-online';
import { objectPaths, shownObjectName } from '@/lib/files/paths';
import { imageAccept, resumeAccept } from '@/lib/files/rules';
import { useSyncSession } from '@/lib/sync-session';
import { removePhoto, removeResume, setPhoto, setResume } from '../../data/profile-files';
import { usePhotoInfo } from '../../data/use-photo-info';
import { SectionCard } from '../section-card';
import { ResumeSkillOffer } from './resume-skill-offer';

interface Props {
  name: string | null;
  email: string | null;
  avatarUrl: string | null;
  /** Null without a talent profile yet: the first résumé makes one. */
  resume: FileReference | null;
}

const signedOut = () => Promise.reject(new Error('Sign in again to keep this file'));

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function ProfileFiles({ name, email, avatarUrl, resume }: Props) {
  const session = useSyncSession();
  const userId = session?.userId;
  const online = useOnline();
  const [removing, setRemoving] = useState<'photo' | 'resume' | null>(null);
  const [removeError, setRemoveError] = useState<{ what: 'photo' | 'resume'; message: string } | null>(null);

  const photo = useFileUpload({
    bucket: 'avatars',
    userId,
    slot: 'profile-photo',
    pathFor: (file) => objectPaths.avatar(userId!, file),
    onUploaded: (stored) => (session ? setPhoto(session.db, session.userId, stored, avatarUrl) : signedOut()),
  });
  const cv = useFileUpload({
    bucket: 'resumes',
    userId,
    slot: 'profile-resume',
    pathFor: (file) => objectPaths.resume(userId!, file),
    onUploaded: (stored) => (session ? setResume(session.db, session.userId, stored, resume) : signedOut()),
  });

  const remove = async (what: 'photo' | 'resume') => {
    if (!session) return;
    setRemoving(what);
    setRemoveError(null);
    try {
      if (what === 'photo') await removePhoto(session.db, session.userId, avatarUrl);
      else if (resume) await removeResume(session.db, session.userId, resume);
    } catch (err) {
      setRemoveError({ what, message: message(err) });
    } finally {
      setRemoving(null);
    }
  };

  const withRemoval = (what: 'photo' | 'resume', status: typeof photo.status) =>
    removeError?.what === what ? { ...status, error: removeError.message } : status;
  const photoInfo = usePhotoInfo(avatarUrl, userId, online);
  // The résumé just picked, read on the device for skills to add (a PDF's; none for a refused file).
  const [pickedResume, setPickedResume] = useState<File | null>(null);

  return (
    <SectionCard
      title="Photo and résumé"
      description="Your photo shows across Evee; companies you apply to read your résumé."
    >
      <Stack gap="5">
        <FileUploadField
          label="Upload photo"
          accept={imageAccept}
          hint="A PNG, JPEG or WebP image, up to 2 MB."
          current={
            photoInfo && {
              name: shownObjectName(photoInfo.path),
              size: photoInfo.size,
              uploadedAt: photoInfo.uploadedAt,
            }
          }
          status={withRemoval('photo', photo.status)}
          onPick={photo.pick}
          onRemove={() => void remove('photo')}
          removing={removing === 'photo'}
          preview={<Avatar name={name} email={email} src={avatarUrl} size="lg" />}
        />
        <FileUploadField
          label="Upload resume"
          accept={resumeAccept}
          hint="A PDF or Word document, up to 10 MB."
          current={resume}
          status={withRemoval('resume', cv.status)}
          onPick={(file) => {
            setPickedResume(file);
            void cv.pick(file);
          }}
          onRemove={() => void remove('resume')}
          removing={removing === 'resume'}
        />
        {!cv.status.error && <ResumeSkillOffer file={pickedResume} />}
      </Stack>
    </SectionCard>
  );
}
