// The assistant's state for the page: the history and the draft, kept in a local document of
// the person's database (restored on reload), asking (device answer first, the Online AI only
// for what the parser does not know or for drafts, when configured, online and asked to), and
// confirming or cancelling a proposed action through the callbacks the route supplies.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readAssistantData } from '@sync/assistant/snapshot';
import { readAssistantHistory, writeAssistantHistory } from '@sync/assistant/history';
import { useSyncSession } from '@/lib/sync-session';
import { answerIntent, lastCitedJob } from '../utils/answer';
import type { Answer, AssistantWorkspace, Citation } from '../utils/answer-types';
import { appendEntries, settleOnRestore, withActionState, type HistoryEntry } from '../utils/history';
import { parseIntent } from '../utils/intents';
import type { OnlineAiConfig } from '@/lib/online-ai';
import { withOnline } from './answer-online';

export interface AssistantActions {
  markAllRead: () => Promise<void>;
  saveJob: (jobId: string) => Promise<void>;
  openChat: (conversationId: string) => void;
}

const entry = (role: HistoryEntry['role'], text: string, answer?: Answer): HistoryEntry => ({
  id: crypto.randomUUID(),
  role,
  text,
  at: new Date().toISOString(),
  answer,
  actionState: answer?.action && answer.action.kind !== 'open_chat' ? 'proposed' : undefined,
});

export interface AssistantSetting {
  mode: AssistantWorkspace;
  /** In the company workspace, the selected company: its answers are about that one. */
  companyId: string | null;
  actions: AssistantActions;
  ai: OnlineAiConfig | null;
}

export function useAssistant({ mode, companyId, actions, ai }: AssistantSetting) {
  const session = useSyncSession();
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [draft, setDraftState] = useState('');
  const [restored, setRestored] = useState(false);
  const [busy, setBusy] = useState(false);
  // The entries as last written, for callbacks that run after an await (state would be stale).
  const latest = useRef<HistoryEntry[]>([]);
  const db = session?.db ?? null;

  useEffect(() => {
    if (!db) return;
    let live = true;
    void readAssistantHistory<HistoryEntry>(db).then((stored) => {
      if (!live) return;
      latest.current = settleOnRestore(stored.entries);
      setEntries(latest.current);
      setDraftState((typed) => typed || stored.draft);
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [db]);

  const save = useCallback(
    (next: HistoryEntry[]) => {
      latest.current = next;
      setEntries(next);
      if (db)
        void writeAssistantHistory(db, { entries: next }).catch((err) =>
          console.error('[assistant] history not kept', err),
        );
    },
    [db],
  );

  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text);
      if (db)
        void writeAssistantHistory(db, { draft: text }).catch((err) =>
          console.error('[assistant] draft not kept', err),
        );
    },
    [db],
  );

  const ask = useCallback(
    async (question: string, shared: Citation[]) => {
      const text = question.trim();
      if (!text || !session || busy) return;
      setBusy(true);
      const asked = appendEntries(latest.current, entry('person', text));
      save(asked);
      setDraft('');
      try {
        const read = await readAssistantData(session.db, session.userId);
        const data = companyId ? { ...read, memberCompanyIds: [companyId] } : read;
        const ctx = { data, mode, now: new Date(), lastJobId: lastCitedJob(asked.map((e) => e.answer)) };
        const answer = await withOnline(answerIntent(parseIntent(text), ctx), text, ai, shared, asked.slice(0, -1));
        if (answer.action?.kind === 'open_chat') actions.openChat(answer.action.conversationId);
        save(appendEntries(latest.current, entry('assistant', '', answer)));
      } catch (err) {
        console.error('[assistant] could not answer', err);
        save(
          appendEntries(
            latest.current,
            entry('assistant', '', {
              text: 'Something went wrong reading your data on this device. Please try again.',
              citations: [],
              suggestions: [],
              source: 'device',
            }),
          ),
        );
      } finally {
        setBusy(false);
      }
    },
    [session, busy, save, setDraft, mode, companyId, ai, actions],
  );

  const settle = useCallback(
    async (id: string, confirmed: boolean) => {
      const target = latest.current.find((e) => e.id === id);
      const action = target?.answer?.action;
      if (!action || target.actionState !== 'proposed') return;
      if (!confirmed) return save(withActionState(latest.current, id, 'cancelled'));
      try {
        if (action.kind === 'mark_all_read') await actions.markAllRead();
        if (action.kind === 'save_job') await actions.saveJob(action.jobId);
        save(withActionState(latest.current, id, 'done'));
      } catch (err) {
        save(
          withActionState(latest.current, id, 'failed', err instanceof Error ? err.message : 'It could not be done.'),
        );
      }
    },
    [actions, save],
  );

  const clear = useCallback(() => save([]), [save]);

  return useMemo(
    () => ({
      ready: !!session && restored,
      entries,
      draft,
      setDraft,
      ask,
      busy,
      confirm: (id: string) => settle(id, true),
      cancel: (id: string) => settle(id, false),
      clear,
    }),
    [session, restored, entries, draft, setDraft, ask, busy, settle, clear],
  );
}
