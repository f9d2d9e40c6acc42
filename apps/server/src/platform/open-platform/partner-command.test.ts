import { openApiCalls, openPaths } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { OpenAppCommandError, runOpenAppCommand } from "./partner-command.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HONGYUAN = "91220101MA14XKQ355";

describe("open-app: staff's command for a platform partner's app", () => {
  it("registers a partner app for a business, prints its secret once, lists it, and revokes it", async () => {
    const printed = await runOpenAppCommand(t.database.db, "register", { creditCode: HONGYUAN, name: "造价软件合作", scopes: "public:read", perMinute: "30" });
    const clientId = printed[1]?.split(/\s+/)[1] ?? "";
    const clientSecret = printed[2]?.split(/\s+/)[1] ?? "";
    expect(clientId).toMatch(/^cidp_/);
    const token = await t.app.inject({
      method: "POST",
      url: openPaths.token,
      payload: { grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret },
    });
    expect(token.statusCode).toBe(200);
    const tenders = await t.app.inject({ method: "GET", url: openApiCalls.tenders.path, headers: { authorization: `Bearer ${token.json().access_token}` } });
    expect(tenders.statusCode).toBe(200);

    const listed = await runOpenAppCommand(t.database.db, "list", { creditCode: HONGYUAN });
    expect(listed.find((line) => line.startsWith(clientId))).toMatch(/30\/min .* partner {2}live$/);
    await runOpenAppCommand(t.database.db, "revoke", { clientId });
    const after = await t.app.inject({ method: "GET", url: openApiCalls.tenders.path, headers: { authorization: `Bearer ${token.json().access_token}` } });
    expect(after.statusCode).toBe(401);
  });

  it.each([
    ["an unknown business", { creditCode: "000", name: "合作应用", scopes: "public:read" }, /no business/],
    ["an unknown scope", { creditCode: HONGYUAN, name: "合作应用", scopes: "public:read,staff:write" }, /--scopes/],
    ["a limit that is not a number", { creditCode: HONGYUAN, name: "合作应用", scopes: "public:read", perDay: "many" }, /--per-day/],
  ])("refuses %s with a message for the operator", async (_name, input, message) => {
    await expect(runOpenAppCommand(t.database.db, "register", input)).rejects.toThrow(OpenAppCommandError);
    await expect(runOpenAppCommand(t.database.db, "register", input)).rejects.toThrow(message);
  });
});
