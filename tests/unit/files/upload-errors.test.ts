import { describe, expect, it } from 'vitest';
import { classifyUploadError, sessionEndedError, uploadErrorFromResponse } from '@/lib/files/upload-errors';

const MB = 1024 * 1024;

describe('uploadErrorFromResponse', () => {
  it('says a refusal for size in the same words as the device check', () => {
    const body = JSON.stringify({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    const error = uploadErrorFromResponse(400, body, 'resumes', { size: 14 * MB });
    expect(error.message).toBe('This file is 14 MB; the limit is 10 MB');
    expect(error.kind).toBe('refused');
  });

  it('says a refused type in the bucket’s words', () => {
    const body = JSON.stringify({
      statusCode: '415',
      error: 'invalid_mime_type',
      message: 'mime type text/plain is not supported',
    });
    expect(uploadErrorFromResponse(415, body, 'resumes', { size: 10 }).message).toBe(
      'Résumés must be PDF or Word documents',
    );
    expect(uploadErrorFromResponse(415, body, 'avatars', { size: 10 }).message).toBe(
      'Photos must be PNG, JPEG or WebP images',
    );
  });

  it('treats a server failure as worth retrying and a policy refusal as final', () => {
    expect(uploadErrorFromResponse(503, 'Service Unavailable', 'resumes', { size: 10 }).kind).toBe('network');
    const rls = JSON.stringify({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    const refused = uploadErrorFromResponse(400, rls, 'resumes', { size: 10 });
    expect(refused).toMatchObject({ kind: 'refused', message: 'You are not allowed to store a file here' });
  });
});

describe('classifyUploadError', () => {
  it('lets a queued file wait for the next sign-in when the session ended, whatever the words', () => {
    const ended = uploadErrorFromResponse(
      401,
      JSON.stringify({ statusCode: '401', message: 'jwt expired' }),
      'chat-attachments',
      {
        size: 10,
      },
    );
    expect(ended.sessionEnded).toBe(true);
    expect(classifyUploadError(ended).kind).toBe('auth');
    expect(classifyUploadError(sessionEndedError('Sign in to upload files')).kind).toBe('auth');
  });

  it('gives up a file the server refused for another reason, even when its words speak of signing in', () => {
    const body = JSON.stringify({ statusCode: '400', message: 'Invalid upload: sign in links are not files' });
    const refused = uploadErrorFromResponse(400, body, 'chat-attachments', { size: 10 });
    expect(refused.sessionEnded).toBe(false);
    expect(classifyUploadError(refused)).toMatchObject({
      kind: 'permanent',
      message: 'Invalid upload: sign in links are not files',
    });
  });

  it('sends again what did not get through, and treats anything else thrown as passing', () => {
    expect(classifyUploadError(uploadErrorFromResponse(503, '', 'chat-attachments', { size: 10 })).kind).toBe(
      'network',
    );
    expect(classifyUploadError(new Error('boom')).kind).toBe('transient');
  });
});
