// The fee ledger: totals expected, scheduled and paid (per currency), then each placement with
// its state, its dates and its fee; a placement opens in full in a drawer. From the device, so it
// reads offline.
import { Badge, Box, chakra, Grid, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { ChevronRightIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { PlacementRow } from '@sync/collections/workspace-records/rows';
import { ledgerTotals } from '@sync/recruiter/placements';
import { AppIcon } from '@/components/app-icon';
import { lazyComponent } from '@/components/lazy-component';
import { money } from '@/utils/money';
import { placementStatusLabels } from '@/utils/placement-labels';
import { feeSummary, placementDates, placementStatusPalette } from '../utils/placement-facts';
import { importFresh } from '@/utils/module-loads';

// The drawer loads with the first placement opened, then stays mounted so it can animate closed.
const PlacementDrawer = lazyComponent(() =>
  importFresh(() => import('./placement-drawer')).then((m) => m.PlacementDrawer),
);

interface Props {
  placements: PlacementRow[];
  /** Who was placed where, by the placement's application. */
  titleOf: (applicationId: string) => string | null;
}

function PlacementLine({ p, title, onOpen }: { p: PlacementRow; title: string; onOpen: () => void }) {
  return (
    <Box as="li" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
      <chakra.button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        width="full"
        textAlign="start"
        py="2.5"
        px="2"
        borderRadius="l2"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        focusRing="outside"
      >
        <HStack justify="space-between" gap="3">
          <Stack gap="0.5" minW="0" flex="1">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="medium">{title}</Text>
              <Badge variant="subtle" colorPalette={placementStatusPalette[p.status]}>
                {placementStatusLabels[p.status]}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {placementDates(p)
                .map((d) => `${d.label} ${d.day}`)
                .join(' · ')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {feeSummary(p)}
            </Text>
          </Stack>
          <AppIcon icon={ChevronRightIcon} boxSize="4" color="fg.muted" flexShrink={0} />
        </HStack>
      </chakra.button>
    </Box>
  );
}

export function FeeLedger({ placements, titleOf }: Props) {
  const totals = Object.entries(ledgerTotals(placements));
  // The last placement opened stays in the drawer while it closes.
  const [opened, setOpened] = useState<{ id: string; open: boolean } | null>(null);
  const shown = opened ? (placements.find((p) => p.id === opened.id) ?? null) : null;
  const titleFor = (p: PlacementRow) => titleOf(p.application_id) ?? 'A placement';
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
            <PlacementLine key={p.id} p={p} title={titleFor(p)} onOpen={() => setOpened({ id: p.id, open: true })} />
          ))}
        </Stack>
      )}
      {opened && shown && (
        <Suspense fallback={null}>
          <PlacementDrawer
            placement={shown}
            open={opened.open}
            title={titleFor(shown)}
            onClose={() => setOpened({ id: shown.id, open: false })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
