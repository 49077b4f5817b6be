/**
 * An application as the database takes it (job_applications' CHECKs and enums): what the
 * company changes (status, progress, score, reason) and what the applicant writes (note, resume).
 */
import { z } from 'zod';
import {
  aiInterviewProgress,
  applicationStatuses,
  resumeProgress,
  screeningProgress,
} from '../collections/workspace-records/rows';
import { oneOf, optionalText, wholeNumber } from './fields';
import { resumeShape } from './file-reference';

export const jobApplicationSchema = z.object({
  status: oneOf(applicationStatuses, `Status is one of ${applicationStatuses.join(', ')}`),
  rejection_reason: optionalText(1000, 'The reason is at most 1,000 characters'),
  progress_resume: oneOf(resumeProgress, 'Resume progress is submitted or reviewed').nullable(),
  progress_ai_interview: oneOf(aiInterviewProgress, 'AI interview progress is completed or analyzed').nullable(),
  progress_screening: oneOf(screeningProgress, 'Screening progress is pending, scheduled or completed').nullable(),
  match_score: wholeNumber(0, 100, 'The match score is a whole number from 0 to 100').nullable(),
  assessment: z.record(z.string(), z.unknown(), { error: 'The assessment is an object' }).nullable().optional(),
  cover_note: optionalText(5000, 'Keep the cover note to 5,000 characters'),
  resume_url: optionalText(2048, 'The resume link is at most 2,048 characters'),
  resume_file: resumeShape.nullable().optional(),
});

/** What an applicant writes: the note and the resume link. */
export const applicationInputSchema = jobApplicationSchema.pick({ cover_note: true, resume_url: true });
