// Applying from any talent screen: `open(job)` shows the dialog with that job's draft (kept per
// job while the screen lives, so closing or a refusal loses nothing); a sent application clears
// it. Offline the application is kept on the device and marked 'Pending sync' until sent.
import { Suspense, useCallback, useState } from 'react';
import type { SearchJob as ResultJob } from '@sync/talent/search';
import { lazyComponent } from '@/components/lazy-component';
import { useDraftMap } from '@/hooks/use-draft-map';
import { useOnline } from '@/hooks/use-online';
import { useSyncSession } from '@/lib/sync-session';
import { toastSaveOutcome } from '@/utils/save-toast';
import type { useTalentCommands } from '../data/use-talent-commands';
import { useOwnTalentProfile } from '../data/use-own-talent-profile';
import { applyInput, emptyDraft, type ApplyDraft } from '../utils/apply-form';
import type { SearchJob } from '../utils/talent-rows';
import { importFresh } from '@/utils/module-loads';

// The dialog (and Chakra's dialog machinery) loads on the first Apply, not with the screen.
const ApplyDialog = lazyComponent(() => importFresh(() => import('./apply-dialog')).then((m) => m.ApplyDialog));

type Commands = ReturnType<typeof useTalentCommands>;

export function useApplyFlow(commands: Commands) {
  const [job, setJob] = useState<SearchJob | null>(null);
  const session = useSyncSession();
  const db = session?.db;
  const profileResume = useOwnTalentProfile().profile?.resume ?? null;
  const online = useOnline();
  const drafts = useDraftMap<ApplyDraft>();
  const draft = drafts.draftOf(job?.id) ?? emptyDraft;
  const { setDraft: keep } = drafts;
  const setDraft = useCallback((next: ApplyDraft) => job && keep(job.id, next), [job, keep]);

  const submit = async (current: ApplyDraft) => {
    if (!job) return;
    if (!commands) throw new Error('Your workspace is still opening; try again in a moment');
    const since = new Date().toISOString();
    const application = await commands.applyToJob({
      ...applyInput(job.id, current, profileResume),
      job: 'rank' in job ? (job as ResultJob) : undefined,
    });
    keep(job.id, null);
    setJob(null);
    // 'Sent' only once the server took it; a refusal is told by its own toast and the header.
    if (db) {
      const words = {
        what: 'Application',
        sent: 'Application sent',
        sentDescription: `${job.company_name} can now see your application to ${job.title}.`,
      };
      void toastSaveOutcome(words, { db, keys: [`workspace_records:${application.id}`], since }, online);
    }
  };

  // Mounted only while open: a closed dialog still costs its state machine on every redraw of
  // the screen (Job Search redraws per search).
  const dialog = job && (
    <Suspense fallback={null}>
      <ApplyDialog
        open
        jobTitle={job.title}
        companyName={job.company_name}
        draft={draft}
        userId={session?.userId}
        profileResume={profileResume}
        onDraftChange={setDraft}
        onSubmit={submit}
        onClose={() => setJob(null)}
      />
    </Suspense>
  );
  return { open: setJob, dialog };
}
