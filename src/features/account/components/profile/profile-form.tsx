// My Profile's form: react-hook-form with the profile schema (made from the user_profiles and
// talent_profiles row schemas). Saving writes to the device at once (so it works offline) and the
// sync sends it; whatever was typed stays in the form when a check fails, and the first field in
// error takes the focus.
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useOnline } from '@/hooks/use-online';
import { errorMessages, useSchemaForm } from '@/lib/form';
import { useSyncSession } from '@/lib/sync-session';
import { toastSaveOutcome } from '@/utils/save-toast';
import { saveMyProfile } from '../../data/profile-commands';
import { followSaved } from '../../utils/follow-saved';
import { profileSchema, sameProfile, type ProfileValues } from '../../utils/profile-form';
import { HistorySection } from './history-sections';
import { IdentitySection, PreferencesSection, VisibilitySection, WorkSection } from './profile-sections';

interface Props {
  saved: ProfileValues;
  email: string | null;
}

/** Centred, so neither the shell's header nor the Save bar covers it. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  });
}

export function ProfileForm({ saved, email }: Props) {
  const session = useSyncSession();
  const online = useOnline();
  const form = useSchemaForm(profileSchema, saved);
  const values = form.watch();
  const errors = errorMessages(form.formState.errors);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unchanged = sameProfile(values, saved);

  // When the device's copy changes under the form (a discarded refusal brings back the server's
  // copy, another device saved, skills were added from the résumé), an untouched form shows the
  // new copy; a touched one takes it in the fields not edited, and the edits stay.
  const shown = useRef(saved);
  useEffect(() => {
    const before = shown.current;
    if (sameProfile(saved, before)) return;
    shown.current = saved;
    if (sameProfile(form.getValues(), before)) return form.reset(saved);
    for (const [key, value] of Object.entries(followSaved(before, saved, form.getValues()))) {
      form.setValue(key as FieldPath<ProfileValues>, value as never);
    }
  }, [form, saved]);

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) =>
    form.setValue(key as FieldPath<ProfileValues>, value as never, {
      shouldDirty: true,
      // As registered inputs do: checked again as they are corrected, once a save was tried.
      shouldValidate: form.formState.isSubmitted,
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    return form.handleSubmit(
      async (typed) => {
        setFailure(null);
        if (!session) return;
        setBusy(true);
        const since = new Date().toISOString();
        const result = await saveMyProfile(session.db, session.userId, typed, saved);
        setBusy(false);
        if (!result.ok) {
          if (result.field && result.field !== 'id') {
            form.setError(result.field as FieldPath<ProfileValues>, { message: result.message });
            focusFirstInvalid(element);
          } else setFailure(result.message);
          return;
        }
        // 'Saved' only once the server took it; a refusal is told by its own toast and the header.
        void toastSaveOutcome('Profile', { db: session.db, keys: result.written, since }, online);
      },
      () => focusFirstInvalid(element),
    )(event);
  };

  const sectionProps = { values, errors, set, email };
  return (
    <form onSubmit={submit} noValidate aria-label="My profile">
      <Stack gap="5">
        <IdentitySection {...sectionProps} />
        <WorkSection {...sectionProps} />
        <HistorySection {...sectionProps} />
        <PreferencesSection {...sectionProps} />
        <VisibilitySection {...sectionProps} />
        <Stack
          gap="2"
          // Sticky only while there is something to save, so an untouched form keeps the page clear.
          position={unchanged && !failure ? 'static' : 'sticky'}
          bottom="0"
          py="3"
          bg="bg"
          borderTopWidth={unchanged && !failure ? '0' : '1px'}
          zIndex="1"
        >
          {failure && (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The profile was not saved</Alert.Title>
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {Object.keys(errors).length > 0 && (
            <Text color="fg.error" fontSize="sm" role="alert">
              Some fields need a fix before saving; they are marked above.
            </Text>
          )}
          {/* Room on a phone for the chat button that floats in the corner. */}
          <HStack gap="3" wrap="wrap" pe={{ base: '36', md: '0' }}>
            <Button type="submit" colorPalette="brand" loading={busy} disabled={unchanged || !session}>
              Save profile
            </Button>
            {!unchanged && (
              <Button variant="ghost" onClick={() => (form.reset(saved), setFailure(null))}>
                Undo changes
              </Button>
            )}
            {!online && (
              <Text fontSize="sm" color="fg.muted" role="status">
                You are offline. Saving keeps your changes on this device and sends them later.
              </Text>
            )}
          </HStack>
        </Stack>
      </Stack>
    </form>
  );
}
