import { METRICS_TOKEN_PROBLEM } from "@cidp/web-operations";
import { describe, expect, it } from "vitest";
import { portalSettingsProblems } from "./portal-settings.server.ts";

describe("the portal's settings at start", () => {
  it.each([
    ["no stream secret (the services decide whether they need one)", {}, 0],
    ["the services' stream secret", { CONTENT_STREAM_SECRET: "p0rtal-stream-s3cret-7c1e9a4b2d6f8053" }, 0],
    ["a short one", { CONTENT_STREAM_SECRET: "portal" }, 1],
    ["one character repeated", { CONTENT_STREAM_SECRET: "x".repeat(40) }, 1],
  ])("%s", (_, env, count) => {
    const problems = portalSettingsProblems(env as NodeJS.ProcessEnv);
    expect(problems).toHaveLength(count);
    for (const problem of problems) expect(problem).toBe("CONTENT_STREAM_SECRET must be at least 32 random characters, the same as the services'");
  });

  it("refuses an object store address browsers could not upload to", () => {
    expect(portalSettingsProblems({ OBJECT_STORE_PUBLIC_URL: "https://files.example.cn" })).toEqual([]);
    expect(portalSettingsProblems({ OBJECT_STORE_PUBLIC_URL: "files.example.cn" })).toEqual([
      "OBJECT_STORE_PUBLIC_URL must be an http(s) URL: the object store's address that browsers upload to, the same as the services'",
    ]);
  });

  it("refuses a METRICS_TOKEN a scraper could not safely present", () => {
    expect(portalSettingsProblems({ METRICS_TOKEN: "scrape-7f3a9c1e5b2d4f608a1c3e5f7b9d0a2c" })).toEqual([]);
    expect(portalSettingsProblems({ METRICS_TOKEN: "scrape" })).toEqual([METRICS_TOKEN_PROBLEM]);
  });
});
