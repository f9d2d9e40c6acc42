import { homePaths, operatorCalls, operatorHeaders, platformPaths, STAFF_API_PREFIX, uploadPaths } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES, HEADERS_NEVER_PASSED, proxyRefusal } from "./api-proxy-guard.server.ts";

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

  it("never passes the back office's staff API on, in any spelling of the path: it is reachable through the back office's origin only", () => {
    // The same call in the spellings a router may fold into it: built from the declared prefix.
    const [, api, staff] = STAFF_API_PREFIX.split("/");
    const escaped = `%${staff?.charCodeAt(0).toString(16)}${staff?.slice(1)}`;
    for (const url of [
      STAFF_API_PREFIX,
      operatorCalls.login.path,
      `${STAFF_API_PREFIX}/members?keyword=张`,
      `/${api}//${staff}/login`,
      `/${api}/${escaped}/login`,
      `/${api}/${staff?.toUpperCase()}/login`,
      `/${api}/cidp-cms/../${staff}/login`,
      `/${api}/cidp-cms/%2e%2e/${staff}/login`,
      `/${api}/cidp-cms%2f..%2f${staff}/login`,
      `/${api}\\${staff}/login`,
    ]) {
      expect(proxyRefusal(url, {}), url).toMatchObject({ status: 404, body: { code: 404, msg: "未找到接口" } });
    }
    expect(proxyRefusal(`${STAFF_API_PREFIX}x/login`, {})).toBeNull();
    expect(proxyRefusal(`/${api}/%E0%A4%A/login`, {})).toMatchObject({ status: 400, body: { code: 400 } });
  });

  it("strips the staff session header from whatever it passes on", () => {
    expect(HEADERS_NEVER_PASSED).toEqual([operatorHeaders.session]);
  });
});
