// One job as the device holds it (a job the talent applied to or saved, or one of their
// companies'), with its company; null when it is not on the device (then read it online),
// undefined while the database opens.
import { useCallback } from 'react';
import type { EveeDatabase } from '@sync/database';
import { watchJobOnDevice, type JobOnDevice } from '@sync/talent/records';
import { useRxQuery } from '@/hooks/use-rx-query';

export type { JobOnDevice };

export function useJobOnDevice(jobId: string | undefined): { job: JobOnDevice | null | undefined } {
  const build = useCallback((db: EveeDatabase) => watchJobOnDevice(db, jobId ?? ''), [jobId]);
  return { job: useRxQuery(jobId ? build : null, undefined) };
}
