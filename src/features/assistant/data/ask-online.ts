// Asks the configured Online AI (VITE_EVEE_AI_URL) the person's question, with the few turns and
// records onlineMessages chooses to send.
import { askOnlineAi, type OnlineAiConfig } from '@/lib/online-ai';
import { onlineMessages } from '../utils/online-request';
import type { Citation } from '../utils/answer-types';
import type { HistoryEntry } from '../utils/history';

export function askOnline(
  config: OnlineAiConfig,
  question: string,
  shared: Citation[],
  previous: HistoryEntry[],
): Promise<string> {
  return askOnlineAi(config, onlineMessages(question, shared, previous));
}
