// The Online AI's part in an answer: only for a question the parser did not match (its words
// replace the device's) or a draft (its draft replaces the template), only when configured and
// online. Any failure keeps the device's answer and says why.
import type { Answer, Citation } from '../utils/answer-types';
import type { HistoryEntry } from '../utils/history';
import type { OnlineAiConfig } from '@/lib/online-ai';
import { askOnline } from './ask-online';

export async function withOnline(
  answer: Answer,
  question: string,
  ai: OnlineAiConfig | null,
  shared: Citation[],
  previous: HistoryEntry[],
): Promise<Answer> {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  if (!ai || (!answer.unmatched && !answer.draft)) return answer;
  if (!online) return answer.unmatched ? { ...answer, text: `${answer.text} Online AI needs a connection.` } : answer;
  try {
    const text = await askOnline(ai, question, shared, previous);
    return answer.draft
      ? { ...answer, draft: text, source: 'online' }
      : { text, citations: shared, suggestions: [], source: 'online' };
  } catch (err) {
    const why = err instanceof Error ? err.message : 'Online AI could not be reached.';
    return { ...answer, text: `${answer.text} (${why} This answer is from the device.)` };
  }
}
