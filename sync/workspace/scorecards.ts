/**
 * An interviewer's scorecard, written on the device at once and sent by the workspace records'
 * replication when online (offline-first, as ./commands.ts). Checked here so a person hears of a
 * bad rating beside the field; the server decides whether they were an interviewer of an
 * interview that has ended, and keeps one scorecard per interviewer and interview.
 */
import { nowTimestamp } from '../collections/fields';
import {
  scorecardRecommendations,
  type ScorecardRatings,
  type ScorecardRecommendation,
  type ScorecardRow,
} from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { getRow, writeRow } from './records';
import { WorkspaceInputError } from './input-error';

export interface ScorecardInput {
  /** Present to change a scorecard already written. */
  id?: string;
  applicationId: string;
  eventId: string;
  ratings: ScorecardRatings;
  recommendation: ScorecardRecommendation | null;
  notes: string;
}

const isRating = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4;

/** The first problem with the input as a WorkspaceInputError naming its field, or nothing. */
export function checkScorecard(input: ScorecardInput): void {
  if (!isRating(input.ratings.communication)) throw new WorkspaceInputError('communication', 'Rate communication');
  if (!isRating(input.ratings.professional)) throw new WorkspaceInputError('professional', 'Rate professional skills');
  for (const [skill, rating] of Object.entries(input.ratings.skills ?? {}))
    if (!isRating(rating)) throw new WorkspaceInputError(`skills.${skill}`, `Rate ${skill}`);
  if (!input.recommendation || !scorecardRecommendations.includes(input.recommendation))
    throw new WorkspaceInputError('recommendation', 'Choose a recommendation');
  if (input.notes.length > 5000) throw new WorkspaceInputError('notes', 'Notes can be up to 5,000 characters');
}

/** Creates the author's scorecard (or changes it, given its id); returns it as written. */
export async function saveScorecard(db: EveeDatabase, authorId: string, input: ScorecardInput): Promise<ScorecardRow> {
  checkScorecard(input);
  const application = await getRow(db, 'job_applications', input.applicationId);
  if (!application) throw new WorkspaceInputError('application_id', 'This application is not on this device');
  const at = nowTimestamp();
  const current = input.id ? await getRow(db, 'interview_scorecards', input.id) : null;
  const row: ScorecardRow = current
    ? { ...current, ratings: input.ratings, recommendation: input.recommendation!, notes: input.notes, updated_at: at }
    : {
        id: crypto.randomUUID(),
        application_id: input.applicationId,
        event_id: input.eventId,
        // The server sets it from the application too; here it files the scorecard under the company.
        company_id: application.company_id,
        author_id: authorId,
        ratings: input.ratings,
        recommendation: input.recommendation!,
        notes: input.notes,
        created_at: at,
        updated_at: at,
      };
  await writeRow(db, 'interview_scorecards', row);
  return row;
}
