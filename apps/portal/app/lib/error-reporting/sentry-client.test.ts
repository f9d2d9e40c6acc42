import { errorIngest, platformPaths } from "@cidp/api-client/contract";
import { createTransport, flush, getClient } from "@sentry/browser";
import { afterAll, describe, expect, it } from "vitest";
import { startSentry } from "./sentry-client.ts";

/** The envelopes the SDK sends, as the transport would post them to the tunnel. */
const sent: { url: string; body: string }[] = [];

afterAll(async () => {
  await getClient()?.close();
});

describe("startSentry (@sentry/browser as the portal configures it)", () => {
  it("sends a scrubbed error with the last 5 breadcrumbs, the release, the member id and the platform tag to the same-origin tunnel", async () => {
    const reporter = startSentry(
      { memberId: 42, platformCode: "CHANGCHUN" },
      Array.from({ length: 7 }, (_, i) => ({
        category: "navigation",
        data: { from: `/p${i}?token=secret${i}`, to: `/p${i + 1}` },
        timestamp: 1_700_000_000 + i,
      })),
      {
        location: { protocol: "https:", host: "portal.test" },
        transport: (options) =>
          createTransport(options, async (request) => {
            sent.push({ url: options.url, body: typeof request.body === "string" ? request.body : new TextDecoder().decode(request.body) });
            return { statusCode: 200 };
          }),
      },
    );
    reporter.capture(new Error("加载失败：13812345678"), "route");
    await flush(2_000);

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(platformPaths.errorIngestEnvelope);
    const [header, itemHeader, payload] = (sent[0]?.body ?? "").split("\n");
    expect(JSON.parse(header ?? "{}").dsn).toBe(`https://${errorIngest.publicKey}@portal.test${errorIngest.dsnPath}/${errorIngest.projectId}`);
    expect(JSON.parse(itemHeader ?? "{}").type).toBe("event");
    const event = JSON.parse(payload ?? "{}");
    expect(event.exception.values[0].value).toBe("加载失败：138****5678");
    expect(event.user).toEqual({ id: "42" });
    expect(event.exception.values[0].mechanism).toMatchObject({ type: "react-router.error-boundary", handled: false });
    expect(event.tags).toMatchObject({ platform: "CHANGCHUN", source: "route" });
    expect(event.release).toBe("dev");
    expect(event.breadcrumbs).toHaveLength(5);
    expect(event.breadcrumbs[0].data.from).toBe("/p2?token=[REDACTED]");
    expect(sent[0]?.body).not.toMatch(/secret\d|13812345678/);
  });

  it("updates the member when the session changes (logout: no user)", async () => {
    const reporter = startSentry({ memberId: 42, platformCode: null }, [], {
      location: { protocol: "https:", host: "portal.test" },
      transport: (options) =>
        createTransport(options, async (request) => {
          sent.push({ url: options.url, body: String(request.body) });
          return { statusCode: 200 };
        }),
    });
    reporter.update({ memberId: null, platformCode: null });
    reporter.capture(new Error("after logout"), "window");
    await flush(2_000);
    const event = JSON.parse(sent.at(-1)?.body.split("\n")[2] ?? "{}");
    expect(event.user).toBeUndefined();
    expect(event.tags).toMatchObject({ platform: "CIDP", source: "window" });
    expect(event.exception.values[0].mechanism).toMatchObject({ type: "onerror", handled: false });
  });
});
