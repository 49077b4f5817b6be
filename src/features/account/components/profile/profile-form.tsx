// My Profile's form. Saving writes to the device at once (so it works offline) and the sync
// sends it; whatever was typed stays in the form when a check fails, and the first field in
// error takes the focus.
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useOnline } from '@/hooks/use-online';
import { useSyncSession } from '@/lib/sync-session';
import { toastSaveOutcome } from '@/utils/save-toast';
import { saveMyProfile } from '../../data/profile-commands';
import { sameProfile, validateProfile, type ProfileErrors, type ProfileValues } from '../../utils/profile-form';
import { HistorySection } from './history-sections';
import { IdentitySection, PreferencesSection, VisibilitySection, WorkSection } from './profile-sections';

interface Props {
  saved: ProfileValues;
  email: string | null;
}

export function ProfileForm({ saved, email }: Props) {
  const session = useSyncSession();
  const online = useOnline();
  const [values, setValues] = useState(saved);
  // When the device's copy changes under an untouched form (a discarded refusal brings back the
  // server's copy, another device saved), the form shows the new copy; edits in progress stay.
  const [shown, setShown] = useState(saved);
  if (!sameProfile(saved, shown)) {
    setShown(saved);
    if (sameProfile(values, shown)) setValues(saved);
  }
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unchanged = sameProfile(values, saved);

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const stale = Object.keys(e).filter((k) => k === key || k.startsWith(`${key}.`));
      if (!stale.length) return e;
      const next = { ...e };
      stale.forEach((k) => delete next[k]);
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length) {
      const form = event.currentTarget;
      requestAnimationFrame(() => {
        const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        // Centred, so neither the shell's header nor the Save bar covers it.
        first?.focus({ preventScroll: true });
        first?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    if (!session) return;
    setBusy(true);
    const since = new Date().toISOString();
    const result = await saveMyProfile(session.db, session.userId, values, saved);
    setBusy(false);
    if (!result.ok) {
      if (result.field && result.field !== 'id') setErrors({ [result.field]: result.message });
      else setFailure(result.message);
      return;
    }
    // 'Saved' only once the server took it; a refusal is told by its own toast and the header.
    void toastSaveOutcome('Profile', { db: session.db, keys: result.written, since }, online);
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
              <Button variant="ghost" onClick={() => (setValues(saved), setErrors({}), setFailure(null))}>
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
