/**
 * A résumé file's metadata as talent_profiles.resume and job_applications.resume_file keep it,
 * checked as private.is_resume_reference() checks it: an object of the resumes bucket, with the
 * name, size, type and time the person uploaded it. `resumeShape` is the row schemas' part (the
 * row alone cannot tell whose folder the path must be in); `resumeReference(owner)` adds that the
 * path lies in the owner's folder, as the database requires, for the device's own writes.
 */
import { z } from 'zod';

const resumeTypes = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

export const resumeShape = z
  .object(
    {
      bucket: z.literal('resumes', { error: 'A résumé is kept in the resumes bucket' }),
      path: z
        .string()
        .max(1024)
        .refine((path) => !path.includes('..'), { error: 'A résumé’s place has no “..”' }),
      name: z.string().min(1).max(255, { error: 'The file name is at most 255 characters' }),
      size: z
        .number()
        .min(1)
        .max(10 * 1024 * 1024),
      type: z.string().refine((type) => resumeTypes.includes(type), { error: 'Résumés must be PDF or Word documents' }),
      uploadedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T/),
    },
    { error: 'The résumé is a file’s name, size, type and place' },
  )
  .strict();

export const resumeReference = (ownerId: string) =>
  resumeShape.refine((file) => file.path.startsWith(`${ownerId}/`), {
    error: 'A résumé is kept in your own folder',
    path: ['path'],
  });
