// A pass-through HTTP proxy in front of the platform services that counts the calls it forwards,
// by method and path: put between a portal and the services, it tells how many calls one page
// request makes. Only for counting (it adds a hop): the load figures are taken without it.
import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingProxy {
  port: number;
  /** The calls forwarded since the last reset, `METHOD /path` (no query) → count. */
  calls(): Map<string, number>;
  /** The address (path and query) and headers of the last call forwarded under `METHOD /path`, to repeat it directly. */
  lastCall(key: string): { url: string; headers: Record<string, string> } | undefined;
  reset(): void;
  close(): Promise<void>;
}

/** Listens on a free loopback port and forwards every request to `target` (e.g. http://127.0.0.1:3401). */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let counts = new Map<string, number>();
  const lastCalls = new Map<string, { url: string; headers: Record<string, string> }>();
  const server = createServer((incoming, outgoing) => {
    const key = `${incoming.method} ${(incoming.url ?? "").split("?")[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    lastCalls.set(key, { url: incoming.url ?? "/", headers });
    const proxied = forward(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on("error", () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    calls: () => counts,
    lastCall: (key) => lastCalls.get(key),
    reset() {
      counts = new Map();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
