// A recruiter-submitted hire's placement, for the company: the fee from the job's terms, and
// the start date and agreed first-year salary to set (on the device, synced; the server
// recomputes a percentage fee and schedules the payment after the guarantee period).
import { Button, Card, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { PlacementRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { setPlacementTerms, watchPlacementOf } from '@sync/recruiter/placements';
import { FormError } from '@/components/form-error';
import { PendingSyncBadge } from '@/components/sync-state';
import { FormField } from '@/components/ui/form-field';
import { useOnline } from '@/hooks/use-online';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';
import { money } from '@/utils/money';
import { toastSaveOutcome } from '@/utils/save-toast';

const stateLabels: Record<PlacementRow['status'], string> = {
  expected: 'Expected (no start date yet)',
  scheduled: 'Scheduled',
  paid: 'Paid',
  void: 'Void',
};

function PlacementTerms({ placement }: { placement: PlacementRow }) {
  const db = useSyncSession()?.db ?? null;
  const pending = usePendingRecordIds().has(placement.id);
  const online = useOnline();
  const [start, setStart] = useState(placement.start_date ?? '');
  const [salary, setSalary] = useState(placement.first_year_salary === null ? '' : String(placement.first_year_salary));
  const [error, setError] = useState<string | null>(null);
  const editable = placement.status === 'expected' || placement.status === 'scheduled';
  const save = async () => {
    if (!db) return;
    setError(null);
    const amount = salary.trim() ? Number(salary.replace(/[,\s]/g, '')) : null;
    if (amount !== null && !Number.isFinite(amount)) return setError('Enter the salary as an amount, such as 120000');
    try {
      const since = new Date().toISOString();
      await setPlacementTerms(db, placement.id, { startDate: start || null, firstYearSalary: amount });
      // 'Saved' only once the server took it; a refusal is told by its own toast and the header.
      void toastSaveOutcome('Placement', { db, keys: [`workspace_records:${placement.id}`], since }, online);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const fee =
    placement.fee_amount !== null
      ? money(Number(placement.fee_amount), placement.currency)
      : 'known once the salary is set';
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Recruiter placement
        </Card.Title>
        <Card.Description>
          Fee {fee}
          {placement.fee_type === 'percentage' ? ` (${Number(placement.fee_percent)}% of first-year salary)` : ''}, due{' '}
          {placement.guarantee_days} days after the start date unless the hire leaves before.
        </Card.Description>
      </Card.Header>
      <Card.Body gap="3">
        {pending && <PendingSyncBadge />}
        <FormError message={error} />
        <Text fontSize="sm">State: {stateLabels[placement.status]}</Text>
        {editable && (
          <Stack gap="3">
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              <FormField label="Start date">
                <Input type="date" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
              </FormField>
              <FormField label={`First-year salary (${placement.currency})`}>
                <Input inputMode="decimal" value={salary} onChange={(e) => setSalary(e.currentTarget.value)} />
              </FormField>
            </Grid>
            <Button alignSelf="flex-start" size="sm" colorPalette="brand" onClick={() => void save()}>
              Save placement
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function PlacementPanel({ applicationId }: { applicationId: string }) {
  const build = useCallback((db: EveeDatabase) => watchPlacementOf(db, applicationId), [applicationId]);
  const placement = useRxQuery<PlacementRow | null>(build, null);
  return placement ? <PlacementTerms key={placement.id} placement={placement} /> : null;
}
