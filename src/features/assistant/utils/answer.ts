// From a parsed question to an answer over the device's data, for the person's workspace.
import type { Answer, AnswerContext } from './answer-types';
import { catalogFor, starterSuggestions } from './catalog';
import type { Intent } from './intents';
import {
  answerDraftReply,
  answerMarkAllRead,
  answerOpenChat,
  answerUnreadMessages,
  answerUnreadNotifications,
} from './answer-messages';
import {
  answerApplicants,
  answerApplicationStatus,
  answerCandidates,
  answerOpenJobs,
  answerSavedJobs,
  answerSaveJob,
  answerWaitingLongest,
} from './answer-work';
import { answerInterviews } from './answer-interviews';

function help(ctx: AnswerContext): Answer {
  const lines = catalogFor(ctx.mode).map((e) => `• “${e.phrase}”: ${e.what}${e.action ? ' (asks you first)' : ''}`);
  return {
    text: `I answer from your Evee data on this device, offline too. You can ask:\n${lines.join('\n')}`,
    citations: [],
    suggestions: starterSuggestions(ctx.mode),
    source: 'device',
  };
}

export function answerIntent(intent: Intent, ctx: AnswerContext): Answer {
  switch (intent.kind) {
    case 'help':
      return help(ctx);
    case 'unread_messages':
      return answerUnreadMessages(ctx, intent.from);
    case 'unread_notifications':
      return answerUnreadNotifications(ctx);
    case 'interviews':
      return answerInterviews(ctx, intent.range);
    case 'waiting_longest':
      return answerWaitingLongest(ctx);
    case 'applicants':
      return answerApplicants(ctx, intent.job);
    case 'application_status':
      return answerApplicationStatus(ctx);
    case 'saved_jobs':
      return answerSavedJobs(ctx);
    case 'open_jobs':
      return answerOpenJobs(ctx);
    case 'candidates':
      return answerCandidates(ctx);
    case 'draft_reply':
      return answerDraftReply(ctx, intent.to);
    case 'mark_all_read':
      return answerMarkAllRead(ctx);
    case 'open_chat':
      return answerOpenChat(ctx, intent.with);
    case 'save_job':
      return answerSaveJob(ctx, intent.job);
    case 'refuse':
      return {
        text: intent.reason,
        citations: [],
        suggestions: intent.instead ? [intent.instead] : starterSuggestions(ctx.mode).slice(0, 3),
        source: 'device',
      };
    case 'unknown':
      return {
        text: 'I did not understand that. I answer a set of questions about your own Evee data; here are some.',
        citations: [],
        suggestions: starterSuggestions(ctx.mode),
        source: 'device',
        unmatched: true,
      };
  }
}

/** The last job the history's answers cited, newest first: what 'save this job' means. */
export function lastCitedJob(answers: (Answer | undefined)[]): string | null {
  for (let i = answers.length - 1; i >= 0; i--) {
    const cited = answers[i]?.citations.findLast((c) => c.kind === 'job' || c.jobId);
    if (cited) return cited.kind === 'job' ? cited.id : cited.jobId!;
  }
  return null;
}
