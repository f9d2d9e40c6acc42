import { chatPaths } from "@cidp/api-client/contract";

/** A frame as tests read it: the message fields they look at, or a bare value (code 4 carries a uuid). */
export interface TestFrame {
  code: number;
  message: { [field: string]: unknown; id?: string; seq?: number; clientId?: string; content?: string; chatId?: string };
}

/** A minimal chat socket client for the server's tests: records frames and waits for them. */
export interface TestSocket {
  frames: TestFrame[];
  send(code: number, message: unknown): void;
  waitFor(predicate: (frame: TestFrame) => boolean, timeoutMs?: number): Promise<TestFrame>;
  close(): void;
  closed: Promise<number>;
}

/** Opens a socket to the chat endpoint of a listening server. */
export function openTestSocket(base: string, query: { token: string; uuid: string; client?: string }, headers?: Record<string, string>): Promise<TestSocket> {
  const url = `${base.replace(/^http/, "ws")}${chatPaths.socket}?token=${encodeURIComponent(query.token)}&client=${query.client ?? "pc"}&uuid=${encodeURIComponent(query.uuid)}`;
  // Node's WebSocket (undici) takes extra headers, which is how a browser Origin is simulated.
  const socket = new WebSocket(url, headers ? ({ headers } as unknown as string[]) : undefined);
  const frames: TestSocket["frames"] = [];
  const waiters = new Set<() => void>();
  let resolveClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  socket.onmessage = (event) => {
    frames.push(JSON.parse(String(event.data)));
    for (const waiter of waiters) waiter();
  };
  socket.onclose = (event) => resolveClosed(event.code);
  return new Promise((resolve, reject) => {
    socket.onerror = () => reject(new Error("socket refused"));
    socket.onopen = () =>
      resolve({
        frames,
        closed,
        send: (code, message) => socket.send(JSON.stringify({ code, message })),
        close: () => socket.close(),
        waitFor(predicate, timeoutMs = 5_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const frame = frames.find(predicate);
              if (!frame) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(frame);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
      });
  });
}
