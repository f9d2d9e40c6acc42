import { describe, expect, it } from "vitest";
import { apiSessionHeaders } from "./api-session.server.ts";

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
