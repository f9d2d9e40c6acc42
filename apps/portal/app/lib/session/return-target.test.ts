import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANDING, landingPath } from "./return-target.ts";

describe("landingPath (the target of /login-back)", () => {
  it.for([
    ["/default/company/detail?id=3", "/default/company/detail?id=3"],
    ["/user/customer-message-list?chatId=u-2#end", "/user/customer-message-list?chatId=u-2#end"],
    ["/default/global-search?keyword=%E9%92%A2%E6%9D%90", "/default/global-search?keyword=%E9%92%A2%E6%9D%90"],
    // Encoded line breaks stay encoded in the Location header: an unknown path, not a header.
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
  ] as const)("keeps the portal path %s", ([target, expected]) => {
    expect(landingPath(target)).toBe(expected);
  });

  it.for([
    [null],
    [""],
    ["default/home"],
    ["https://evil.example/"],
    ["//evil.example/path"],
    ["/\\evil.example"],
    ["/\tdefault"],
    ["javascript:alert(1)"],
    ["/login-back?token=x"],
    ["/outlogin"],
    ["/.//"],
    ["/.//evil.example/path"],
    ["/a/..//evil.example"],
    ["/session/handoff?to=https://evil.example"],
    [`/${"a".repeat(2100)}`],
  ] as const)("lands on home for %j", ([target]) => {
    expect(landingPath(target)).toBe(DEFAULT_LANDING);
  });

  it("never leaves the portal's origin, whatever the target", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
          // Paths built from the pieces that URL parsing rewrites: dot segments, slashes, escapes.
          fc.array(fc.constantFrom("/", ".", "..", "%2e", "%2f", "\\", "evil.example", "@", ":"), { maxLength: 8 }).map((parts) => `/${parts.join("")}`),
        ),
        (target) => {
          const landing = landingPath(target);
          expect(landing.startsWith("/")).toBe(true);
          expect(landing.startsWith("//")).toBe(false);
          expect(new URL(landing, "https://portal.example").origin).toBe("https://portal.example");
        },
      ),
      { numRuns: 2000 },
    );
  });
});
