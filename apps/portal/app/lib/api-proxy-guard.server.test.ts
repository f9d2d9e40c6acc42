import { describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES, proxyRefusal } from "./api-proxy-guard.server.ts";

describe("proxyRefusal", () => {
  it("never passes the development helpers on, in any spelling of the path", () => {
    for (const url of ["/api/dev/sms-outbox", "/api/dev/sms-outbox?phone=13800000001", "/api/dev/captcha-answer?captchaId=x", "/api/dev"]) {
      expect(proxyRefusal(url, {})).toMatchObject({ status: 404, body: { code: 404, success: false } });
    }
    expect(proxyRefusal("/api/devices/list", {})).toBeNull();
  });

  it("answers a JSON body over the services' limit with their 413, before streaming it", () => {
    const over = { "content-length": String(API_BODY_LIMIT_BYTES + 1) };
    expect(proxyRefusal("/api/rs-cms-service/ecomm/front/financeApply", over)).toMatchObject({ body: { code: 413, msg: "请求内容过大" } });
    expect(proxyRefusal("/api/rs-cms-service/ecomm/front/financeApply", { "content-length": String(API_BODY_LIMIT_BYTES) })).toBeNull();
  });

  it("lets file parts of any size through to the object store", () => {
    expect(proxyRefusal("/api/cidp-oss/cidp/uploads/a.bin?partNumber=1", { "content-length": String(64 * 1024 * 1024) })).toBeNull();
  });
});
