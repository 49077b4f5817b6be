// The recruiter's campaigns with their recipients from the device (live), the writes, and the
// online pieces: the outreach templates and starting a campaign.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RecruiterCandidateRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import {
  createCampaign,
  fetchOutreachTemplates,
  startCampaign,
  stopRecipient,
  watchCampaigns,
  type CampaignInput,
  type CampaignOnDevice,
  type OutreachTemplate,
} from '@sync/recruiter/campaigns';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useOnline } from '@/hooks/use-online';
import { useRxQuery } from '@/hooks/use-rx-query';
import { getSupabase } from '@/lib/supabase';
import { useSyncSession } from '@/lib/sync-session';

export function useCampaigns(): CampaignOnDevice[] | undefined {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchCampaigns(db, userId)),
    [],
  );
  return useRxQuery(build, undefined);
}

export function useCampaignCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      create: (input: CampaignInput, candidates: RecruiterCandidateRow[]) =>
        createCampaign(db, userId, input, candidates),
      stopRecipient: (id: string) => stopRecipient(db, userId, id),
      start: async (id: string) => {
        if (!navigator.onLine) throw new Error("You're offline — try again when connected");
        await startCampaign(await getSupabase(), id);
      },
    };
  }, [session]);
}

/** The outreach templates (online); the last list stays when the network goes. */
export function useOutreachTemplates(): OutreachTemplate[] | undefined {
  const online = useOnline();
  const [templates, setTemplates] = useState<OutreachTemplate[] | undefined>(undefined);
  useEffect(() => {
    if (!online) return;
    let active = true;
    getSupabase()
      .then(fetchOutreachTemplates)
      .then(
        (list) => active && setTemplates(list),
        (err: unknown) => console.error('[recruiter] reading outreach templates failed', err),
      );
    return () => {
      active = false;
    };
  }, [online]);
  return templates;
}
