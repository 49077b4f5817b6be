// The Hiring Center's lists as tabs that are links (the sidebar's sub-items lead to the same
// addresses): All, Active (proposed and ongoing), Pause and Archive, each with its count.
import { Badge, Tabs } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { PlanFilter } from '../utils/hiring-labels';

const TABS: { value: PlanFilter | 'all'; label: string; to: string }[] = [
  { value: 'all', label: 'All', to: paths.company.hiringCenter },
  { value: 'active', label: 'Active', to: paths.company.hiringActive },
  { value: 'paused', label: 'Pause', to: paths.company.hiringPaused },
  { value: 'past', label: 'Archive', to: paths.company.hiringPast },
];

export function HiringTabs({ value, counts }: { value: PlanFilter | 'all'; counts: Record<string, number> | null }) {
  return (
    <Tabs.Root value={value} variant="line" size="sm" activationMode="manual">
      <Tabs.List aria-label="Hiring plan lists" overflowX="auto" maxW="full">
        {TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} asChild>
            <RouterLink to={tab.to}>
              {tab.label}
              {counts && (
                <Badge size="sm" variant="subtle" ml="1">
                  {counts[tab.value] ?? 0}
                </Badge>
              )}
            </RouterLink>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
