import { homePaths, platformPaths, uploadPaths } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES, proxyRefusal } from "./api-proxy-guard.server.ts";

describe("proxyRefusal", () => {
  it("never passes the development helpers on, in any spelling of the path", () => {
    for (const url of [
      platformPaths.devSmsOutbox,
      `${platformPaths.devSmsOutbox}?phone=13800000001`,
      `${platformPaths.devCaptchaAnswer}?captchaId=x`,
      platformPaths.devHelpers,
    ]) {
      expect(proxyRefusal(url, {})).toMatchObject({ status: 404, body: { code: 404, success: false } });
    }
    expect(proxyRefusal(`${platformPaths.devHelpers}ices/list`, {})).toBeNull();
  });

  it("never passes the services' content-change stream on: only the portal itself follows it", () => {
    expect(proxyRefusal(platformPaths.contentChanges, {})).toMatchObject({ status: 404, body: { code: 404 } });
    expect(proxyRefusal(`${platformPaths.contentChanges}?x=1`, {})).toMatchObject({ status: 404 });
  });

  it("answers a JSON body over the services' limit with their 413, before streaming it", () => {
    const over = { "content-length": String(API_BODY_LIMIT_BYTES + 1) };
    expect(proxyRefusal(homePaths.financeApply, over)).toMatchObject({ body: { code: 413, msg: "请求内容过大" } });
    expect(proxyRefusal(homePaths.financeApply, { "content-length": String(API_BODY_LIMIT_BYTES) })).toBeNull();
  });

  it("lets file parts of any size through to the object store", () => {
    expect(proxyRefusal(`${uploadPaths.objectStore}/cidp/uploads/a.bin?partNumber=1`, { "content-length": String(64 * 1024 * 1024) })).toBeNull();
  });
});
