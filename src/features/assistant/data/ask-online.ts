// Asks the configured Online AI (VITE_EVEE_AI_URL). Online only: refused at once offline, and
// given up after a while so the page never waits on a slow server.
import { onlineReplyText, onlineRequest, type OnlineAiConfig } from '../utils/online-request';
import type { Citation } from '../utils/answer-types';
import type { HistoryEntry } from '../utils/history';

const TIMEOUT_MS = 20_000;

export async function askOnline(
  config: OnlineAiConfig,
  question: string,
  shared: Citation[],
  previous: HistoryEntry[],
): Promise<string> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error('Online AI needs a connection.');
  const { url, body } = onlineRequest(config, question, shared, previous);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Online AI answered ${response.status}.`);
  const text = onlineReplyText(await response.json());
  if (!text) throw new Error('Online AI sent no answer.');
  return text;
}
