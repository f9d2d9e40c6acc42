import { once } from "node:events";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { contentStreamSecretHeader, platformPaths } from "@cidp/api-client/contract";
import { afterEach, describe, expect, it } from "vitest";
import { followContentChanges } from "./content-changes.server.ts";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A stand-in for the services' stream: each connection is handed to the test. */
async function streamServer() {
  const connections: ServerResponse[] = [];
  const server = createServer((request, response) => {
    expect(request.url).toBe(platformPaths.contentChanges);
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.write("event: hello\ndata: {}\n\n");
    connections.push(response);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  cleanups.push(() => {
    for (const connection of connections) connection.destroy();
    server.close();
  });
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections };
}

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 200 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe("following content changes", () => {
  it("clears on connecting, on each change with its tables, and again after the stream drops and comes back", async () => {
    const services = await streamServer();
    const seen: string[][] = [];
    const stop = followContentChanges({ apiOrigin: services.origin, onChange: (tables) => seen.push(tables), retryDelaysMs: { first: 10, max: 20 } });
    cleanups.push(stop);
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual(["*"]);
    services.connections[0]?.write('event: changed\ndata: {"tables":["article","banner"]}\n\n');
    await until(() => seen.length === 2);
    expect(seen[1]).toEqual(["article", "banner"]);
    // A comment line (keep-alive) is no change.
    services.connections[0]?.write(": keep-alive\n\n");
    // The services restart: the stream drops, the follower comes back and clears once more.
    services.connections[0]?.destroy();
    await until(() => services.connections.length === 2 && seen.length === 3);
    expect(seen[2]).toEqual(["*"]);
  });

  it("sends the shared secret, and says what to set when the services refuse the portal", async () => {
    const sent: (string | null)[] = [];
    const drops: string[] = [];
    const stop = followContentChanges({
      apiOrigin: "http://127.0.0.1:1",
      secret: "p0rtal-stream-s3cret-7c1e9a4b2d6f8053",
      onChange: () => {},
      onDrop: (error) => drops.push(error instanceof Error ? error.message : String(error)),
      fetch: async (_url, init) => {
        sent.push(new Headers(init?.headers).get(contentStreamSecretHeader));
        return new Response("", { status: 404 });
      },
      retryDelaysMs: { first: 5, max: 10 },
    });
    cleanups.push(stop);
    await until(() => sent.length >= 2);
    expect(sent[0]).toBe("p0rtal-stream-s3cret-7c1e9a4b2d6f8053");
    expect(drops).toEqual(["content changes: the services refuse this portal (404): set CONTENT_STREAM_SECRET to the services' value"]);
  });

  it("keeps trying while the services are down, tells the outage once, and stops when told", async () => {
    let attempts = 0;
    let drops = 0;
    const stop = followContentChanges({
      apiOrigin: "http://127.0.0.1:1",
      onChange: () => {},
      onDrop: () => drops++,
      fetch: async () => {
        attempts++;
        throw new TypeError("fetch failed");
      },
      retryDelaysMs: { first: 5, max: 10 },
    });
    await until(() => attempts >= 3);
    stop();
    const stoppedAt = attempts;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBeLessThanOrEqual(stoppedAt + 1);
    expect(drops).toBe(1);
  });
});
