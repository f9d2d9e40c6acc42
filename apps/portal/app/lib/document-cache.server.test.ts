import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { LoginCookie } from "@cidp/domain";
import { deflateParts } from "@cidp/web-operations";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyPageCache,
  createDocumentCache,
  type DocumentCache,
  documentKey,
  keepsDocument,
  PRIVATE_PAGE_CACHE,
  pageCacheControl,
  renderedUrl,
  routeSharesDocument,
  SHARED_PAGE_CACHE,
  serveKeptDocuments,
} from "./document-cache.server.ts";
import { ELDER_MODE_COOKIE } from "./elder-mode/elder-mode-cookie.ts";
import { contentSecurityPolicy } from "./security-headers.server.ts";

describe("pageCacheControl", () => {
  it.each([
    // who, page, sets a cookie → Cache-Control
    ["visitor", "/default/home", false, SHARED_PAGE_CACHE],
    ["visitor", "/default/home", true, PRIVATE_PAGE_CACHE],
    ["visitor", "/user/account", false, PRIVATE_PAGE_CACHE],
    ["visitor", "/user/account", true, PRIVATE_PAGE_CACHE],
    ["member", "/default/home", false, PRIVATE_PAGE_CACHE],
    ["member", "/default/home", true, PRIVATE_PAGE_CACHE],
    ["member", "/user/account", false, PRIVATE_PAGE_CACHE],
    ["member", "/user/account", true, PRIVATE_PAGE_CACHE],
    ["visitor", "/user", false, PRIVATE_PAGE_CACHE],
    ["visitor", "/username-like-page", false, SHARED_PAGE_CACHE],
  ] as const)("%s on %s, sets a cookie: %s → %s", (who, pathname, setsCookie, expected) => {
    expect(pageCacheControl({ pathname, member: who === "member", setsCookie, status: 200 })).toBe(expected);
  });

  it("keeps a visitor's 404 shareable but never a server failure", () => {
    expect(pageCacheControl({ pathname: "/nowhere", member: false, setsCookie: false, status: 404 })).toBe(SHARED_PAGE_CACHE);
    expect(pageCacheControl({ pathname: "/default/home", member: false, setsCookie: false, status: 500 })).toBe(PRIVATE_PAGE_CACHE);
  });
});

describe("applyPageCache", () => {
  function answer(url: string, cookie: string | null, setCookie: string | null, status = 200) {
    const request = new Request(`http://portal.test${url}`, { headers: cookie ? { cookie } : {} });
    const headers = new Headers(setCookie ? { "Set-Cookie": setCookie } : {});
    applyPageCache(request, status, headers);
    return headers;
  }

  it("shares a visitor's public page and varies it by Cookie", () => {
    const headers = answer("/default/home?x=1", "analytics=1", null);
    expect(headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it.each([LoginCookie.productToken, LoginCookie.accessToken, LoginCookie.departmentId])("treats a request with %s as a member's", (name) => {
    const headers = answer("/default/home", `${name}=abc`, null);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Vary")).toBeNull();
  });

  it("counts an empty login cookie as absent", () => {
    expect(answer("/default/home", `${LoginCookie.productToken}=`, null).get("Cache-Control")).toBe(SHARED_PAGE_CACHE);
  });

  it("never stores a page that sets a cookie or a member-center page", () => {
    expect(answer("/default/home", null, `${LoginCookie.productToken}=; Max-Age=0`).get("Cache-Control")).toBe(PRIVATE_PAGE_CACHE);
    expect(answer("/user/member-management/member-list", null, null).get("Cache-Control")).toBe(PRIVATE_PAGE_CACHE);
  });
});

/** A document as entry.server renders it: `slot` is the nonce it was rendered with. */
function rendered(title: string, slot: string) {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED_PAGE_CACHE, Vary: "Cookie" });
  headers.set("Content-Security-Policy", contentSecurityPolicy(slot));
  const html = `<!DOCTYPE html><html lang="zh-CN"><head><title>${title}</title><script nonce="${slot}">1</script></head><body><script nonce="${slot}" type="module">2</script></body></html>`;
  return { status: 200, headers, html, slot };
}

describe("createDocumentCache", () => {
  it("is off with a period of 0", () => {
    expect(createDocumentCache({ ttlMs: 0 })).toBeNull();
  });

  it("keeps a document for its period only", () => {
    let clock = 10_000;
    const cache = createDocumentCache({ ttlMs: 10_000, now: () => clock }) as DocumentCache;
    cache.keep("http://localhost:3000/default/home", rendered("首页", "SLOT"));
    clock = 20_000;
    expect(cache.get("http://localhost:3000/default/home")?.status).toBe(200);
    clock = 20_001;
    expect(cache.get("http://localhost:3000/default/home")).toBeUndefined();
  });

  it("is bounded by entries and by bytes, the least recently used going first", () => {
    const byCount = createDocumentCache({ ttlMs: 60_000, max: 3, now: () => 1 }) as DocumentCache;
    for (let i = 0; i < 20; i++) byCount.keep(`http://host-${i}.example/default/home`, rendered(`平台 ${i}`, "SLOT"));
    expect(byCount.size).toBe(3);
    expect(byCount.get("http://host-19.example/default/home")).toBeDefined();
    expect(byCount.get("http://host-0.example/default/home")).toBeUndefined();

    // A kept document counts its HTML and its deflated parts (what it holds in memory).
    const page = rendered("平台 0", "SLOT").html;
    const one =
      Buffer.byteLength(page.replaceAll("SLOT", "")) +
      deflateParts(page.split("SLOT").map((part) => Buffer.from(part))).reduce((sum, part) => sum + part.length, 0);
    const byBytes = createDocumentCache({ ttlMs: 60_000, maxBytes: one * 2 + 10, now: () => 1 }) as DocumentCache;
    for (let i = 0; i < 5; i++) byBytes.keep(`http://localhost/default/home?params=${i}`, rendered("平台 0", "SLOT"));
    expect(byBytes.size).toBe(2);
  });
});

describe("keepsDocument", () => {
  const home = (cookie?: string, method = "GET") => new Request("http://localhost:3000/default/home", { method, headers: cookie ? { cookie } : {} });
  const plain = new Headers();

  it("keeps a visitor's GET of a route that shares its document, answered 200", () => {
    expect(keepsDocument(home(), 200, plain, true)).toBe(true);
    expect(keepsDocument(home("analytics=1"), 200, plain, true)).toBe(true);
  });

  it.each([LoginCookie.productToken, LoginCookie.accessToken, LoginCookie.departmentId])("never keeps a member's page (%s)", (name) => {
    expect(keepsDocument(home(`${name}=abc`), 200, plain, true)).toBe(false);
  });

  it("never keeps another route, a failure, a cookie-setting answer, the member center or another method", () => {
    expect(keepsDocument(home(), 200, plain, false)).toBe(false);
    expect(keepsDocument(home(), 500, plain, true)).toBe(false);
    expect(keepsDocument(home(), 404, plain, true)).toBe(false);
    expect(keepsDocument(home(), 200, new Headers({ "Set-Cookie": `${LoginCookie.productToken}=; Max-Age=0` }), true)).toBe(false);
    expect(keepsDocument(new Request("http://localhost:3000/user/default"), 200, plain, true)).toBe(false);
    expect(keepsDocument(home(undefined, "POST"), 200, plain, true)).toBe(false);
  });

  it("reads the route's declaration from its handle", () => {
    expect(routeSharesDocument({ sharedDocument: true })).toBe(true);
    for (const handle of [undefined, null, {}, { sharedDocument: "yes" }, "sharedDocument"]) expect(routeSharesDocument(handle)).toBe(false);
  });
});

describe("documentKey", () => {
  it("is the address for the standard page and a key of its own in elder mode", () => {
    const url = "http://localhost:3000/default/home";
    expect(documentKey(url, null)).toBe(url);
    expect(documentKey(url, "analytics=1")).toBe(url);
    expect(documentKey(url, `${ELDER_MODE_COOKIE}=on`)).not.toBe(url);
    expect(documentKey(url, `${ELDER_MODE_COOKIE}=on`)).toBe(documentKey(url, `x=1; ${ELDER_MODE_COOKIE}=on`));
  });
});

describe("serveKeptDocuments", () => {
  let server: http.Server;
  let port: number;
  let rendersRun = 0;
  const cache = createDocumentCache({ ttlMs: 60_000 }) as DocumentCache;

  function get(urlPath: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: urlPath, headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on("error", reject);
      request.end();
    });
  }

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.all("/{*splat}", serveKeptDocuments(cache), (req, res) => {
      rendersRun++;
      res
        .status(200)
        .type("text/plain")
        .send(`rendered ${renderedUrl(req)}`);
    });
    server = await new Promise((resolve) => {
      const started = app.listen(0, "127.0.0.1", () => resolve(started));
    });
    port = (server.address() as AddressInfo).port;
    // What entry.server kept for two platform hosts (the branding differs by Host).
    cache.keep(`http://localhost:${port}/default/home`, rendered("建筑产业互联网平台", "SLOT-A"));
    cache.keep(`http://127.0.0.1:${port}/default/home`, rendered("长春建筑产业互联网平台", "SLOT-B"));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers a visitor from the kept document of the request's own host, with a fresh nonce each time", async () => {
    const before = rendersRun;
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const answer = await get("/default/home", { host: `localhost:${port}` });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("<title>建筑产业互联网平台</title>");
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe(SHARED_PAGE_CACHE);
      expect(answer.headers.vary).toBe("Cookie, Accept-Encoding");
      expect(answer.headers["content-encoding"]).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // Every script of the copy carries this response's nonce; the slot it was kept with never goes out.
      expect([...answer.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([nonce, nonce]);
      expect(answer.body).not.toContain("SLOT");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    const other = await get("/default/home", { host: `127.0.0.1:${port}` });
    expect(other.body).toContain("<title>长春建筑产业互联网平台</title>");
    expect(rendersRun).toBe(before);
  });

  it("sends a browser taking gzip the copy compressed once, joined around a fresh nonce per response", async () => {
    const before = rendersRun;
    const bodies: string[] = [];
    for (const acceptEncoding of ["gzip, deflate, br, zstd", "gzip"]) {
      const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.request(
          { host: "127.0.0.1", port, path: "/default/home", headers: { host: `localhost:${port}`, "accept-encoding": acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        );
        request.on("error", reject);
        request.end();
      });
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers.vary).toBe("Cookie, Accept-Encoding");
      const html = gunzipSync(answer.body).toString("utf8");
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1] ?? "";
      expect(html).toContain("<title>建筑产业互联网平台</title>");
      expect([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([nonce, nonce]);
      bodies.push(html);
    }
    expect(bodies[0]).not.toBe(bodies[1]);
    // gzip;q=0 refuses it: the copy goes out as it is.
    expect((await get("/default/home", { host: `localhost:${port}`, "accept-encoding": "gzip;q=0" })).body).toContain("<title>建筑产业互联网平台</title>");
    expect(rendersRun).toBe(before);
  });

  it.each([LoginCookie.productToken, LoginCookie.accessToken, LoginCookie.departmentId])(
    "renders for a member (%s), never from the kept copy",
    async (name) => {
      const answer = await get("/default/home", { host: `localhost:${port}`, cookie: `analytics=1; ${name}=abc` });
      expect(answer.body).toBe(`rendered http://localhost:${port}/default/home`);
    },
  );

  it("renders an address or a host that is not kept, and any other method", async () => {
    expect((await get("/default/home?params=news", { host: `localhost:${port}` })).body).toBe(`rendered http://localhost:${port}/default/home?params=news`);
    expect((await get("/default/home", { host: `other.example:${port}` })).body).toBe(`rendered http://other.example:${port}/default/home`);
    const post = await new Promise<string>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: "/default/home", method: "POST", headers: { host: `localhost:${port}` } }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      });
      request.on("error", reject);
      request.end();
    });
    expect(post).toBe(`rendered http://localhost:${port}/default/home`);
  });

  it("keeps the elder-mode document apart: each visitor gets the mode their own cookie asks for", async () => {
    const url = `http://localhost:${port}/default/elder-check`;
    cache.keep(url, rendered("标准版首页", "SLOT-C"));
    const before = rendersRun;
    // No elder document kept yet: an elder-mode visitor is rendered, never given the standard copy.
    expect((await get("/default/elder-check", { host: `localhost:${port}`, cookie: `${ELDER_MODE_COOKIE}=on` })).body).toBe(`rendered ${url}`);
    expect(rendersRun).toBe(before + 1);
    cache.keep(documentKey(url, `${ELDER_MODE_COOKIE}=on`), rendered("长辈版首页", "SLOT-D"));
    expect((await get("/default/elder-check", { host: `localhost:${port}`, cookie: `a=1; ${ELDER_MODE_COOKIE}=on` })).body).toContain(
      "<title>长辈版首页</title>",
    );
    expect((await get("/default/elder-check", { host: `localhost:${port}` })).body).toContain("<title>标准版首页</title>");
    expect((await get("/default/elder-check", { host: `localhost:${port}`, cookie: `${ELDER_MODE_COOKIE}=` })).body).toContain("<title>标准版首页</title>");
    expect(rendersRun).toBe(before + 1);
  });

  it("looks a request up under the address React Router renders it at (a trusted proxy's forwarded host and scheme)", async () => {
    const answer = await get("/default/home", { host: "internal:8080", "x-forwarded-host": "portal.example.cn:8443", "x-forwarded-proto": "https" });
    expect(answer.body).toBe("rendered https://portal.example.cn:8443/default/home");
  });
});
