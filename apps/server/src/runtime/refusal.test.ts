import { REFUSAL_REASONS } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { Refusal, refuse } from "./refusal.ts";

describe("refuse", () => {
  it("makes an Error that knows its kind and its Chinese message, and no HTTP status", () => {
    const refusal = refuse("state", "报价已截止");
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ name: "Refusal", kind: "state", message: "报价已截止", reason: undefined, code: undefined });
    expect(refusal).not.toHaveProperty("statusCode");
  });

  it("carries the reason a page turns into what to do next", () => {
    expect(refuse("conflict", "该企业已在平台注册", REFUSAL_REASONS.businessRegistered).reason).toBe("business_registered");
  });

  it("carries the domain's own code where the refusal has one", () => {
    const refusal = new Refusal("certification", "贵企业的企业认证正在审核中", {
      reason: REFUSAL_REASONS.certificationRequired,
      code: "certification.pending",
    });
    expect(refusal).toMatchObject({ kind: "certification", reason: "certification_required", code: "certification.pending" });
  });
});
