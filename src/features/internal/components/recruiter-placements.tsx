// A recruiter's placements on their User Management page: each hire with its fee and state, and
// 'Void fee' for one that left inside the guarantee period (a reason is required; the database
// decides whether the period still runs and tells the recruiter). Online.
import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { readRecruiterPlacements, voidPlacementFee, type StaffPlacement } from '@sync/internal/placements';
import { FormDialog } from '@/components/form-dialog';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useServerQuery } from '@/hooks/use-server-query';
import { getSupabase } from '@/lib/supabase';
import { formatDay } from '@/utils/format-day';
import { money } from '@/utils/money';
import { placementStatusLabels } from '@/utils/placement-labels';

const voidable = (p: StaffPlacement) => p.status === 'expected' || p.status === 'scheduled';

export function RecruiterPlacements({ recruiterId, offline }: { recruiterId: string; offline: boolean }) {
  const placements = useServerQuery(
    ['recruiter-placements', recruiterId],
    async () => readRecruiterPlacements(await getSupabase(), recruiterId),
    "a recruiter's placements",
  );
  const [voiding, setVoiding] = useState<StaffPlacement | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    if (!voiding) return;
    setBusy(true);
    setRefusal(null);
    try {
      await voidPlacementFee(await getSupabase(), voiding.id, reason);
      notify('success', { title: 'Fee voided', description: 'The recruiter was told why.' });
      setVoiding(null);
      setReason('');
      placements.reload();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  if (!placements.data?.length) return null;
  return (
    <Stack gap="2" as="section" aria-label="Placements">
      <Text fontWeight="semibold">Placements</Text>
      <Stack as="ul" gap="1.5" listStyleType="none">
        {placements.data.map((p) => {
          const what = `${p.job?.title ?? 'A job'} at ${p.company?.name ?? 'a company'}`;
          return (
            <HStack as="li" key={p.id} justify="space-between" gap="2" wrap="wrap">
              <Box minW="0">
                <Text fontSize="sm">{what}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {`${p.fee_amount === null ? 'Fee to be set' : money(p.fee_amount, p.currency)} · ${
                    p.start_date ? `starts ${formatDay(p.start_date)}` : 'no start date yet'
                  }${p.void_reason ? ` · voided: ${p.void_reason}` : ''}`}
                </Text>
              </Box>
              <HStack gap="2">
                <Badge variant="subtle">{placementStatusLabels[p.status]}</Badge>
                {voidable(p) && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Void fee: ${what}`}
                    disabled={offline}
                    onClick={() => setVoiding(p)}
                  >
                    Void fee
                  </Button>
                )}
              </HStack>
            </HStack>
          );
        })}
      </Stack>
      <FormDialog
        open={voiding !== null}
        onClose={() => setVoiding(null)}
        title="Void this placement fee"
        submitLabel="Void fee"
        busy={busy}
        onSubmit={() => void confirm()}
      >
        <Text fontSize="sm" color="fg.muted">
          For a hire who left inside the guarantee period. The recruiter receives the reason.
        </Text>
        <FormError message={refusal} />
        <FormField label="Reason" required>
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        </FormField>
      </FormDialog>
    </Stack>
  );
}
