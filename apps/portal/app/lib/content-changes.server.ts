import { contentStreamSecretHeader, platformPaths } from "@cidp/api-client/contract";

/** What following needs: where, what to do on a change, and (for tests) its fetch and clock. */
export interface ContentChangeFollowing {
  apiOrigin: string;
  /** The services' and portals' shared `CONTENT_STREAM_SECRET`, when set: only portals follow the stream. */
  secret?: string | undefined;
  /** Public content may have changed: called on every event and on every (re)connection. */
  onChange: (tables: string[]) => void;
  /** Told when the stream drops (the services restart, the network): once per outage, not per retry. */
  onDrop?: (error: unknown) => void;
  fetch?: typeof fetch;
  /** Waits before reconnecting: 0.5 s, doubling up to 10 s, back to 0.5 s after a good connection. */
  retryDelaysMs?: { first: number; max: number };
}

/**
 * Follows the services' stream of public content changes, so this portal instance drops its
 * cached public answers and visitor pages as soon as any instance writes new content (issue
 * "production": without it two portals disagreed for seconds after an edit). Each connection
 * counts as a change, since events may have been missed while away. Returns how to stop.
 */
export function followContentChanges(options: ContentChangeFollowing): () => void {
  const fetchStream = options.fetch ?? fetch;
  const { first, max } = options.retryDelaysMs ?? { first: 500, max: 10_000 };
  const stopper = new AbortController();
  let delay = first;
  /** Whether the last attempt reached the stream: an outage is told once, its retries are not. */
  let reached = true;

  async function readOnce(): Promise<void> {
    const response = await fetchStream(`${options.apiOrigin}${platformPaths.contentChanges}`, {
      headers: { accept: "text/event-stream", ...(options.secret ? { [contentStreamSecretHeader]: options.secret } : {}) },
      signal: stopper.signal,
    });
    // 404: the services keep the stream for the portals and this one lacks (or has another) secret.
    if (response.status === 404) throw new Error("content changes: the services refuse this portal (404): set CONTENT_STREAM_SECRET to the services' value");
    if (!response.ok || !response.body) throw new Error(`content changes: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error("content changes: stream ended");
      buffer += value;
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        if (name === "hello") {
          delay = first;
          reached = true;
          options.onChange(["*"]);
        } else if (name === "changed") {
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? "{}";
          const tables = (JSON.parse(data) as { tables?: unknown }).tables;
          options.onChange(Array.isArray(tables) ? tables.map(String) : ["*"]);
        }
      }
    }
  }

  void (async () => {
    while (!stopper.signal.aborted) {
      try {
        await readOnce();
      } catch (error) {
        if (stopper.signal.aborted) return;
        if (reached) options.onDrop?.(error);
        reached = false;
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      delay = Math.min(delay * 2, max);
    }
  })();
  return () => stopper.abort();
}
