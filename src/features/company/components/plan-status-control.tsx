// Changing a plan's status (propose, ongoing, paused, past) from its page: written on the device
// at once and synced.
import { NativeSelect } from '@chakra-ui/react';
import {
  hiringPlanStatuses,
  type HiringPlanRow,
  type HiringPlanStatus,
} from '@sync/collections/workspace-records/rows';
import { notify } from '@/components/ui/toaster';
import { useWorkspaceCommands } from '../data/use-workspace-commands';
import { planStatusLabels } from '../utils/hiring-labels';

export function PlanStatusControl({ plan }: { plan: HiringPlanRow }) {
  const commands = useWorkspaceCommands();
  const change = (status: HiringPlanStatus) => {
    if (!commands || status === plan.status) return;
    commands.saveHiringPlan({ id: plan.id, status }).catch((err: unknown) => {
      console.error('[company] changing a plan status failed', { planId: plan.id, status, err });
      notify('error', { title: 'Status not changed', description: err instanceof Error ? err.message : String(err) });
    });
  };
  return (
    <NativeSelect.Root size="sm" w="10rem" disabled={!commands}>
      <NativeSelect.Field
        aria-label="Plan status"
        value={plan.status}
        onChange={(e) => change(e.currentTarget.value as HiringPlanStatus)}
      >
        {hiringPlanStatuses.map((s) => (
          <option key={s} value={s}>
            {planStatusLabels[s]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
