// The selected company's row from the device's companies mirror (null when not on the device).
import { useCallback } from 'react';
import { map } from 'rxjs';
import type { CompanyDoc } from '@sync/collections/companies/schema';
import { useRxQuery } from '@/hooks/use-rx-query';
import type { EveeDatabase } from '@sync/database';

export function useCompany(companyId: string | undefined): CompanyDoc | null | undefined {
  const build = useCallback(
    (db: EveeDatabase) =>
      db.companies.findOne(companyId ?? '').$.pipe(map((doc) => (doc ? (doc.toJSON() as CompanyDoc) : null))),
    [companyId],
  );
  return useRxQuery(companyId ? build : null, undefined);
}
