// The fee ledger: totals expected, scheduled and paid (per currency), then each placement with
// its fee, start date, end of guarantee and state. From the device, so it reads offline.
import { Badge, Grid, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import type { PlacementRow } from '@sync/collections/workspace-records/rows';
import { ledgerTotals } from '@sync/recruiter/placements';
import { formatDay } from '@/utils/format-day';
import { money } from '@/utils/money';
import { placementStatusLabels } from '@/utils/placement-labels';

const statusPalette = { expected: 'yellow', scheduled: 'blue', paid: 'green', void: 'gray' } as const;

const guaranteeEnd = (p: PlacementRow) =>
  p.start_date ? formatDay(new Date(Date.parse(p.start_date) + p.guarantee_days * 86_400_000).toISOString()) : null;

interface Props {
  placements: PlacementRow[];
  /** Who was placed where, by the placement's application. */
  titleOf: (applicationId: string) => string | null;
}

export function FeeLedger({ placements, titleOf }: Props) {
  const totals = Object.entries(ledgerTotals(placements));
  return (
    <Stack gap="3">
      <Text as="h2" fontWeight="semibold" fontSize="lg">
        Fee ledger
      </Text>
      {(totals.length ? totals : [['USD', { expected: 0, scheduled: 0, paid: 0 }] as const]).map(([currency, line]) => (
        <Grid key={currency} templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
          {(['expected', 'scheduled', 'paid'] as const).map((state) => (
            <Stat.Root key={state} borderWidth="1px" borderRadius="l3" p="3">
              <Stat.Label>{placementStatusLabels[state]}</Stat.Label>
              <Stat.ValueText>{money(line[state], currency)}</Stat.ValueText>
            </Stat.Root>
          ))}
        </Grid>
      ))}
      {placements.length === 0 ? (
        <Text color="fg.muted">A hire from one of your submissions shows here with its fee.</Text>
      ) : (
        <Stack as="ul" gap="0" aria-label="Placements" listStyleType="none">
          {placements.map((p) => (
            <Stack as="li" key={p.id} gap="0.5" py="2.5" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="medium">{titleOf(p.application_id) ?? 'A placement'}</Text>
                <Badge variant="subtle" colorPalette={statusPalette[p.status]}>
                  {placementStatusLabels[p.status]}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {[
                  p.fee_amount !== null ? money(Number(p.fee_amount), p.currency) : 'Fee known once the salary is set',
                  p.fee_type === 'percentage' ? `${Number(p.fee_percent)}% of first-year salary` : 'fixed fee',
                  p.start_date ? `starts ${formatDay(p.start_date)}` : 'start date not set',
                  guaranteeEnd(p) ? `guarantee until ${guaranteeEnd(p)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {p.void_reason && <Text fontSize="sm">Void: {p.void_reason}</Text>}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
