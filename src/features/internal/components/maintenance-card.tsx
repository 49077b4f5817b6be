// The portal's switch for the 'System Maintenance' notice every screen shows: internal admins
// turn it on, with words of their own if they like, and off again; members see whether it is
// on. The database decides who may (set_system_maintenance); this only hides what it refuses.
import { Badge, Button, Card, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { notify } from '@/components/ui/toaster';
import { useMaintenance } from '@/hooks/use-maintenance';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';
import type { PortalRank } from '../utils/access-labels';

const MAX = 300;

export function MaintenanceCard({ rank }: { rank: PortalRank }) {
  const { active, message } = useMaintenance();
  const online = useOnline();
  const [words, setWords] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mayChange = rank >= 2;

  const set = async (on: boolean) => {
    setFailure(null);
    if (words.length > MAX) return setFailure(`The message is at most ${MAX} characters.`);
    setBusy(true);
    try {
      const client = await getSupabase();
      const { error } = await client.rpc('set_system_maintenance', { active: on, message: on ? words : null });
      if (error) {
        console.error('[internal] setting maintenance failed', { on, error });
        return setFailure(error.message);
      }
      notify('success', { title: on ? 'Maintenance notice on' : 'Maintenance notice off' });
      setWords('');
    } catch (err) {
      console.error('[internal] setting maintenance failed', { on, err });
      setFailure('Evee could not be reached. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="maintenance-heading">
      <Card.Header pb="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="maintenance-heading">
            System Maintenance
          </Heading>
          <Badge colorPalette={active ? 'orange' : 'gray'} variant="subtle">
            {active ? 'On' : 'Off'}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {active
            ? `Everyone sees the notice${message ? `: “${message}”` : '.'}`
            : 'When on, every screen of Evee shows a System Maintenance notice.'}
        </Text>
      </Card.Header>
      <Card.Body>
        {!mayChange ? (
          <Text fontSize="sm" color="fg.muted">
            Only internal admins can turn the notice on or off.
          </Text>
        ) : (
          <Stack gap="3">
            <FormError message={failure} />
            {!active && (
              <Field.Root invalid={words.length > MAX}>
                <Field.Label>Message (optional)</Field.Label>
                <Textarea
                  value={words}
                  onChange={(e) => setWords(e.target.value)}
                  rows={2}
                  placeholder="Evee is being updated. Some changes may not save until the work is done."
                />
                <Field.HelperText>{`${words.length}/${MAX} characters`}</Field.HelperText>
              </Field.Root>
            )}
            <HStack>
              <Button
                colorPalette={active ? 'gray' : 'orange'}
                variant={active ? 'outline' : 'solid'}
                loading={busy}
                disabled={!online}
                onClick={() => void set(!active)}
              >
                {active ? 'Turn maintenance off' : 'Turn maintenance on'}
              </Button>
              {!online && (
                <Text fontSize="sm" color="fg.muted">
                  You're offline.
                </Text>
              )}
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
