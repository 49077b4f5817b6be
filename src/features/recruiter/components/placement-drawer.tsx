// One placement in full, opened from its row in the fee ledger: who was placed where, its state,
// its fee and how it is reckoned, the agreed salary, and its dates. Its own chunk, loaded with the
// first placement opened.
import { Badge, CloseButton, DataList, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import type { PlacementRow } from '@sync/collections/workspace-records/rows';
import { money } from '@/utils/money';
import { placementStatusLabels } from '@/utils/placement-labels';
import { feeSummary, placementDates, placementStatusPalette } from '../utils/placement-facts';

interface Props {
  placement: PlacementRow;
  open: boolean;
  title: string;
  onClose: () => void;
}

export function PlacementDrawer({ placement, open, title, onClose }: Props) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="2">
                <Drawer.Title>{title}</Drawer.Title>
                <Badge alignSelf="start" variant="subtle" colorPalette={placementStatusPalette[placement.status]}>
                  {placementStatusLabels[placement.status]}
                </Badge>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <DataList.Root orientation="horizontal" size="md">
                <DataList.Item>
                  <DataList.ItemLabel>Fee</DataList.ItemLabel>
                  <DataList.ItemValue>{feeSummary(placement)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>First-year salary</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {placement.first_year_salary !== null
                      ? money(Number(placement.first_year_salary), placement.currency)
                      : 'Not set yet'}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Guarantee</DataList.ItemLabel>
                  <DataList.ItemValue>{`${placement.guarantee_days} days from the start`}</DataList.ItemValue>
                </DataList.Item>
                {placementDates(placement).map((d) => (
                  <DataList.Item key={d.label}>
                    <DataList.ItemLabel>{d.label}</DataList.ItemLabel>
                    <DataList.ItemValue>{d.day}</DataList.ItemValue>
                  </DataList.Item>
                ))}
                {!placement.start_date && (
                  <DataList.Item>
                    <DataList.ItemLabel>Starts</DataList.ItemLabel>
                    <DataList.ItemValue>The company has not set a start date yet</DataList.ItemValue>
                  </DataList.Item>
                )}
              </DataList.Root>
              {placement.void_reason && (
                <Text mt="5">
                  <Text as="span" fontWeight="semibold">
                    Why it was voided:{' '}
                  </Text>
                  {placement.void_reason}
                </Text>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="Close placement" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
