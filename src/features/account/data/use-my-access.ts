// The person's roles and companies as the device holds them (the same rows Switch Roles reads),
// live: a company created or an invitation accepted appears here as soon as it is pulled.
// Null until the device has completed a first pull of them.
import { useCallback } from 'react';
import type { EveeDatabase } from '@sync/database';
import { watchSyncedAccess, type LocalAccess } from '@sync/queries/access';
import { useRxQuery } from '@/hooks/use-rx-query';

export function useMyAccess(): LocalAccess | null | undefined {
  const build = useCallback((db: EveeDatabase, userId: string) => watchSyncedAccess(db, userId), []);
  return useRxQuery<LocalAccess | null | undefined>(build, undefined);
}
