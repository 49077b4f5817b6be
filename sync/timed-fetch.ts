/**
 * The fetch supabase-js is given: a request whose server stays silent too long is given up.
 * A connection that accepts requests but never answers ("lie-fi": a captive portal, a dead
 * cell link) leaves a plain fetch pending for ever while the browser still says online, and
 * every await behind it with it: the auth session's refresh, a pull, a push, a sign-in button.
 * Here the answer's headers must come within `ms`, and then no more than `ms` may pass between
 * two pieces of its body, so a large answer that keeps arriving is never cut short.
 *
 * A request given up rejects with a TypeError, as fetch does when the network fails, so every
 * reader of fetch failures treats it as being offline: supabase-js's auth keeps the session and
 * retries (AuthRetryableFetchError), postgrest-js retries its reads, and the sync classifier
 * (`replication/errors.ts`) counts it as a network error, retried with backoff and never
 * recorded as a refused write. A caller's own signal (an online read's time limit) still
 * aborts the request as the caller asked.
 */

/** How long the server may stay silent: before its answer starts, and between its pieces. */
export const ANSWER_TIMEOUT_MS = 5_000;

/** Statuses whose answer has no body, for which the Response constructor refuses one. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The server did not answer in time: the same kind of failure as an unreachable server. */
export class NoAnswerError extends TypeError {
  constructor(readonly ms: number) {
    super(`Failed to fetch: the server did not answer within ${Math.round(ms / 1000)} s`);
    this.name = 'NoAnswerError';
  }
}

/** A silence timer that aborts `controller` with a NoAnswerError; restart() on each sign of life. */
function silenceTimer(controller: AbortController, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => clearTimeout(timer);
  const restart = () => {
    stop();
    timer = setTimeout(() => controller.abort(new NoAnswerError(ms)), ms);
  };
  return { restart, stop };
}

/** The answer's body, read through so that each piece restarts the silence timer. */
function watchedBody(
  body: ReadableStream<Uint8Array>,
  silence: AbortController,
  timer: ReturnType<typeof silenceTimer>,
) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(out) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          timer.stop();
          out.close();
        } else {
          timer.restart();
          out.enqueue(value);
        }
      } catch (err) {
        timer.stop();
        out.error(silence.signal.aborted ? silence.signal.reason : err);
      }
    },
    cancel(reason) {
      timer.stop();
      return reader.cancel(reason);
    },
  });
}

/** Wraps `base` (the global fetch by default, looked up at call time) with the silence limit. */
export function timedFetch(ms: number = ANSWER_TIMEOUT_MS, base?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const silence = new AbortController();
    const timer = silenceTimer(silence, ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, silence.signal]) : silence.signal;
    timer.restart();
    let response: Response;
    try {
      response = await (base ?? globalThis.fetch)(input, { ...init, signal });
    } catch (err) {
      timer.stop();
      // Ours: say it as a network failure. The caller's own abort stays what it was.
      throw silence.signal.aborted && !init?.signal?.aborted ? silence.signal.reason : err;
    }
    // A status that never has a body (204 from a void RPC or a minimal PATCH, 304) is passed on
    // as it came: Chromium gives it an empty body stream, and a Response made with a body for
    // such a status throws.
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) {
      timer.stop();
      return response;
    }
    timer.restart();
    return new Response(watchedBody(response.body, silence, timer), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
