// Opening a candidate's résumé file: Storage signs a link for the reader (its policies decide who
// may), valid for minutes, never past the hour the bucket's rule allows. The bytes are fetched
// through the link for the viewer; Download gets a link of its own, served as an attachment under
// the file's name. Every failure becomes a ResumeError whose message says why, in words.
import type { FileReference } from '@sync/collections/workspace-records/rows';
import { getSupabase } from '@/lib/supabase';
import { resumeProblem, resumeProblemWords, type ResumeProblem, type StorageAnswer } from '../utils/resume-file';

const VIEW_SECONDS = 600;
const DOWNLOAD_SECONDS = 300;

export class ResumeError extends Error {
  constructor(readonly problem: ResumeProblem) {
    super(resumeProblemWords[problem]);
    this.name = 'ResumeError';
  }
}

const fail = (answer: StorageAnswer) => new ResumeError(resumeProblem(answer, navigator.onLine));

async function signedLink(file: FileReference, seconds: number): Promise<string> {
  if (!navigator.onLine) throw new ResumeError('offline');
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(file.bucket).createSignedUrl(file.path, seconds);
  if (data?.signedUrl) return data.signedUrl;
  // storage-js gives the HTTP status on an API error and none when the request never got through.
  const status = error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  throw fail({
    status,
    body: { statusCode: (error as { statusCode?: unknown } | null)?.statusCode, message: error?.message },
  });
}

/** A link that downloads the file under its own name. */
export async function resumeDownloadLink(file: FileReference): Promise<string> {
  // Storage's `download` option, added here: storage-js 2.109 encodes its value twice (encodeURI
  // over a query already encoded; supabase-js pull request 2468), so 'Résumé.pdf' would be saved
  // as 'R%C3%A9sum%C3%A9.pdf'. The signed link always carries its token as a query already.
  return `${await signedLink(file, DOWNLOAD_SECONDS)}&download=${encodeURIComponent(file.name)}`;
}

/** The file's bytes, for the viewer. */
export async function fetchResume(file: FileReference, signal?: AbortSignal): Promise<Uint8Array> {
  const link = await signedLink(file, VIEW_SECONDS);
  let response: Response;
  try {
    response = await fetch(link, { signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw fail({});
  }
  if (!response.ok) throw fail({ status: response.status, body: await response.text() });
  return new Uint8Array(await response.arrayBuffer());
}
