import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { ELDER_MODE_COOKIE } from "./elder-mode/elder-mode-cookie.ts";
import { memoizedRenderKey } from "./render-memo.server.ts";

const url = "http://localhost:3000/user/default";
const contextOf = (handled: { loaderData?: unknown; actionData?: unknown; errors?: unknown }, isSpaMode = false) =>
  ({ isSpaMode, staticHandlerContext: { loaderData: { root: { member: "张建国" } }, actionData: null, errors: null, ...handled } }) as unknown as EntryContext;
const get = (cookie = "cidp_token=a") => new Request(url, { headers: { cookie } });

describe("memoizedRenderKey", () => {
  it("keys a member's GET answered 200 by what its loaders answered", () => {
    expect(memoizedRenderKey(get(), 200, contextOf({}))).toBe(memoizedRenderKey(get("cidp_token=b"), 200, contextOf({})));
  });

  it("keeps the elder mode's documents apart", () => {
    expect(memoizedRenderKey(get(`${ELDER_MODE_COOKIE}=on`), 200, contextOf({}))).not.toBe(memoizedRenderKey(get(), 200, contextOf({})));
  });

  it.each<[string, Request, number, EntryContext]>([
    ["a form's answer (POST)", new Request(url, { method: "POST", body: "a=1" }), 200, contextOf({ actionData: { ok: true } })],
    ["a page with an error", get(), 200, contextOf({ errors: { root: new Error("x") } })],
    ["a page that is not found", get(), 404, contextOf({})],
    ["a page with a deferred part", get(), 200, contextOf({ loaderData: { root: { later: Promise.resolve(1) } } })],
    ["the SPA fallback", get(), 200, contextOf({}, true)],
  ])("memoizes nothing for %s", (_name, request, status, context) => {
    expect(memoizedRenderKey(request, status, context)).toBeNull();
  });
});
