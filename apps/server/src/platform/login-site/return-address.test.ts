import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fallbackHome, loginBackTarget, parseReturnAddress } from "./return-address.ts";

const allowed = ["http://localhost:3000", "http://127.0.0.1:3000"];
const home = "http://localhost:3000/default/home";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");

describe("parseReturnAddress", () => {
  it.each([
    ["http://localhost:3000/login-back", true],
    ["http://127.0.0.1:3000/login-back?target=%2Fuser", true],
    ["//evil.example", false],
    ["//evil.example/login-back", false],
    ["https://evil.example/login-back", false],
    ["/\\evil", false],
    ["/login-back", false],
    ["javascript:alert(1)", false],
    ["JavaScript://localhost:3000/login-back%0aalert(1)", false],
    ["http://localhost:3000/default/home", false],
    ["http://localhost:3000/login-back/../user", false],
    ["http://localhost:3001/login-back", false],
    ["https://localhost:3000/login-back", false],
    ["http://user:pass@localhost:3000/login-back", false],
    ["http://localhost:3000@evil.example/login-back", false],
    ["http://localhost:3000\\@evil.example/login-back", false],
    ["http:\\\\evil.example/login-back", false],
    ["http://local\thost:3000/login-back", false],
    ["http://localhost:3000.evil.example/login-back", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["", false],
  ])("%s → allowed: %s", (raw, expected) => {
    expect(parseReturnAddress(raw, allowed) !== null).toBe(expected);
  });

  it("refuses every line of the XSS corpus", () => {
    const payloads = readFileSync(path.join(repoRoot, "../shared/corpora/xss-payloads.txt"), "utf8").split("\n");
    expect(payloads.length).toBeGreaterThan(100);
    for (const payload of payloads) expect(parseReturnAddress(payload, allowed)).toBeNull();
  });

  it("only ever answers an allowlisted origin with the path /login-back", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string(),
          fc.constantFrom(...allowed).map((o) => `${o}/login-back`),
        ),
        (raw) => {
          const url = parseReturnAddress(raw, allowed);
          return url === null || (allowed.includes(url.origin) && url.pathname === "/login-back");
        },
      ),
    );
  });
});

describe("loginBackTarget", () => {
  it("sends the token and the business id to login-back on the return origin", () => {
    const address = parseReturnAddress("http://127.0.0.1:3000/login-back?target=%2Fuser&token=forged", allowed);
    expect(loginBackTarget(address, home, "tkn", 7)).toBe("http://127.0.0.1:3000/login-back?target=%2Fuser&token=tkn&switchtocompanyid=7");
  });

  it("falls back to the portal home without an address", () => {
    expect(loginBackTarget(null, home, "tkn", 7)).toBe(home);
  });
});

describe("fallbackHome", () => {
  it("keeps an allowed origin's host (the CHANGCHUN portal stays on 127.0.0.1), anything else gets the configured home", () => {
    expect(fallbackHome("http://127.0.0.1:3000/default/company/more", allowed, home)).toBe("http://127.0.0.1:3000/default/home");
    expect(fallbackHome("http://127.0.0.1:3999/login-back", allowed, home)).toBe(home);
    expect(fallbackHome("https://evil.example/login-back", allowed, home)).toBe(home);
    expect(fallbackHome("//127.0.0.1:3000/", allowed, home)).toBe(home);
    expect(fallbackHome(42, allowed, home)).toBe(home);
  });

  it("only ever answers an allowed origin's home or the configured one", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string(),
          fc.constantFrom(...allowed).map((o) => `${o}/x`),
        ),
        (raw) => {
          const landing = fallbackHome(raw, allowed, home);
          return landing === home || allowed.some((origin) => landing === `${origin}/default/home`);
        },
      ),
    );
  });
});
