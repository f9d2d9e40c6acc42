import { describe, expect, it } from "vitest";
import { apiSessionHeaders, socketSessionHeaders } from "./api-session.server.ts";

const cookie = "cidp_token=tok123; login_dept_id=42; other=x";

describe("apiSessionHeaders", () => {
  it("turns the session cookies of a same-origin fetch into the bearer token and company headers", () => {
    expect(apiSessionHeaders({ cookie, "sec-fetch-site": "same-origin" })).toEqual([
      ["authorization", "Bearer tok123"],
      ["x-company-id", "42"],
    ]);
  });

  it.each(["cross-site", "same-site", "none", undefined])("adds nothing for Sec-Fetch-Site %s", (site) => {
    expect(apiSessionHeaders({ cookie, "sec-fetch-site": site })).toEqual([]);
  });

  it("keeps an explicit authorization header as it is", () => {
    expect(apiSessionHeaders({ cookie, authorization: "Bearer other", "sec-fetch-site": "same-origin" })).toEqual([]);
  });

  it("adds nothing without a token cookie", () => {
    expect(apiSessionHeaders({ cookie: "login_dept_id=42", "sec-fetch-site": "same-origin" })).toEqual([]);
  });
});

describe("socketSessionHeaders", () => {
  it("gives the session to a socket opened by the portal's own page (Origin on the same host)", () => {
    expect(socketSessionHeaders({ cookie, origin: "http://localhost:3000", host: "localhost:3000" })).toEqual([
      ["authorization", "Bearer tok123"],
      ["x-company-id", "42"],
    ]);
  });

  it.each([
    ["another site", "https://evil.example", "portal.example"],
    ["another port", "http://localhost:4000", "localhost:3000"],
    ["no Origin", undefined, "localhost:3000"],
    ["a malformed Origin", "null", "localhost:3000"],
  ])("adds nothing for %s", (_case, origin, host) => {
    expect(socketSessionHeaders({ cookie, origin, host })).toEqual([]);
  });

  it("keeps an explicit authorization header as it is", () => {
    expect(socketSessionHeaders({ cookie, authorization: "Bearer other", origin: "http://localhost:3000", host: "localhost:3000" })).toEqual([]);
  });
});
