// The candidate profile's 'Online AI' summary: offered only when this Evee has an Online AI
// (VITE_EVEE_AI_URL) and the company turned it on; asked for by the person, never on its own,
// and kept for the visit only (it is the model's words, not a record).
import { useState } from 'react';
import { env } from '@/config/env';
import { useOnline } from '@/hooks/use-online';
import { useServerQuery } from '@/hooks/use-server-query';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { askOnlineAi } from '@/lib/online-ai';
import type { SummaryInput } from '../utils/profile-summary';
import { onlineSummaryMessages } from '../utils/online-summary-request';
import { readOnlineAiSummaries } from './online-ai-summaries';

export interface OnlineSummary {
  online: boolean;
  asking: boolean;
  text: string | null;
  error: string | null;
  ask: () => void;
}

export function useOnlineSummary(
  companyId: string | null | undefined,
  input: SummaryInput | null,
): OnlineSummary | null {
  const online = useOnline();
  const ai = env.eveeAi ?? null;
  // A failed read is logged and leaves the offer hidden: the device's summary stands alone.
  const allowed = useServerQuery(
    ai && companyId ? ['online-ai-setting', companyId] : null,
    () => readOnlineAiSummaries(companyId!),
    'the Online AI setting',
  ).data;
  const [asking, setAsking] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Built from the latest facts when the person asks, not on every render.
  const ask = useStableCallback(() => {
    if (!ai || !input) return;
    setAsking(true);
    setError(null);
    askOnlineAi(ai, onlineSummaryMessages(input))
      .then(setText)
      .catch((err: unknown) => {
        console.error('The Online AI summary failed', { companyId, err });
        setError(err instanceof Error ? err.message : 'Online AI could not be reached.');
      })
      .finally(() => setAsking(false));
  });

  return ai && allowed === true ? { online, asking, text, error, ask } : null;
}
