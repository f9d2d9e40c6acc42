// The permission walk: every business call and download of the contract says which keys it needs,
// or why any member of the business may make it; and the running server refuses a member of the
// business who holds no key on every call that names one, before it reads the input.
import {
  type CallDeclaration,
  contractDownloads,
  contractRoutes,
  type DownloadDeclaration,
  organisationCalls,
  permissionKeysOf,
} from "@cidp/api-client/contract";
import { ORGANISATION_MESSAGES, PERMISSION_KEYS, permissionRefusal } from "@cidp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf, contractCalls, type LoggedIn, login } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

type Declared = CallDeclaration | DownloadDeclaration;

const declared: readonly Declared[] = [...contractRoutes, ...contractDownloads];
const named = (d: Declared) => `${d.method} ${d.path}`;
const businessCalls = declared.filter((d) => d.auth === "business");
const keyed = businessCalls.filter((d) => d.permission !== undefined);
const open = businessCalls.filter((d) => d.anyMember !== undefined);

describe("every business call declares its permission", () => {
  it("walks more than a handful of business calls, downloads among them", () => {
    expect(businessCalls.length).toBeGreaterThan(100);
    expect(contractDownloads.length).toBeGreaterThanOrEqual(5);
  });

  it("names a permission or an anyMember reason on every business call, never both", () => {
    const neither = businessCalls.filter((d) => d.permission === undefined && d.anyMember === undefined).map(named);
    const both = businessCalls.filter((d) => d.permission !== undefined && d.anyMember !== undefined).map(named);
    expect(neither, "business calls with neither a permission nor an anyMember reason").toEqual([]);
    expect(both, "business calls with both a permission and an anyMember reason").toEqual([]);
  });

  it("names only known keys, at least one, without repeats", () => {
    for (const d of keyed) {
      const keys = d.permission ? permissionKeysOf(d.permission) : [];
      expect(keys.length, named(d)).toBeGreaterThan(0);
      expect(new Set(keys).size, named(d)).toBe(keys.length);
      for (const key of keys) expect(PERMISSION_KEYS, named(d)).toContain(key);
    }
  });

  it("gives every anyMember call a reason worth the name", () => {
    for (const d of open) expect(d.anyMember?.trim().length ?? 0, named(d)).toBeGreaterThanOrEqual(20);
  });

  it("declares permissions only where a business is selected (elsewhere the guard could never pass)", () => {
    const stray = declared.filter((d) => d.auth !== "business" && (d.permission !== undefined || d.anyMember !== undefined)).map(named);
    expect(stray).toEqual([]);
  });
});

describe("the server enforces the declared keys (a member of the business with no role)", () => {
  let t: TestApp;
  let keyless: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    // 沈浩然 belongs to 吉林宏远 with no role: the seed gives him no key.
    keyless = await login(t, "13900000112", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  });
  afterAll(() => t?.close());

  const { call } = contractCalls(() => t);
  /** A declared call as him, every path parameter 1 and no other input (the key is checked first). */
  const callKeyless = (d: Declared) => call({ method: d.method, path: d.path.replace(/:\w+/g, "1") }, keyless);
  /** The code a call answers: the envelope's, or a download's HTTP status. */
  const codeOf = (response: Awaited<ReturnType<typeof call>>) =>
    (response.headers["content-type"] ?? "").includes("json") ? (response.json() as { code: number }).code : response.statusCode;

  it("holds no key", async () => {
    const response = await call(organisationCalls.myPermissions, keyless);
    expect(response.json().data).toMatchObject({ admin: false, permissions: [] });
  });

  it.each(keyed.map((d) => [named(d), d] as const))("%s refuses him with 403 before reading the input, naming the permission it takes", async (_name, d) => {
    const response = await callKeyless(d);
    expect(codeOf(response)).toBe(403);
    expect(response.json().msg).toBe(permissionRefusal(d.permission ? permissionKeysOf(d.permission) : []));
  });

  it.each(open.map((d) => [named(d), d] as const))("%s (any member) does not refuse him for a missing key", async (_name, d) => {
    const response = await callKeyless(d);
    expect(response.json().msg ?? "").not.toMatch(ORGANISATION_MESSAGES.forbidden);
  });
});
