import type { ApiClientOptions } from "@cidp/api-client";
import { createStaticHandler, type MiddlewareFunction, RouterContextProvider, type StaticHandlerContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portalSettingsProblems } from "../portal-settings.server.ts";
import { publicCache } from "../public-cache.server.ts";
import { portalContextFor, portalRequest, portalRequestMiddleware } from "./portal-request.server.ts";
import { createUnknownHostWarnings, UNKNOWN_HOST_PROBLEM, type UnknownHostAnswer, unknownHostAnswerOf } from "./unknown-host.server.ts";
import { unknownHostMiddleware } from "./unknown-host-middleware.server.ts";

// Which platform a request's host gets (平台设置 域名), and what a host no platform answers to gets
// (UNKNOWN_HOST), against a fake platform list.

type Answer = { status: number; data: unknown };
const platformCalls: string[] = [];
let answer: () => Answer;

vi.mock("../api-origin.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../api-origin.server.ts")>();
  return {
    ...actual,
    serverApiClient: (options: Omit<ApiClientOptions, "baseURL">) =>
      actual.serverApiClient({
        ...options,
        adapter: async (config) => {
          platformCalls.push(config.url ?? "");
          const { status, data } = answer();
          return { data, status, statusText: String(status), headers: {}, config };
        },
      }),
  };
});

const platform = (platformCode: string, hosts: string[]) => ({
  platformCode,
  ngCode: hosts[0],
  hosts,
  baseTitle: platformCode,
  subTitle: "",
  logoImg: "",
  codeImg: "",
  dataSource: platformCode,
  icpNumber: platformCode === "CHANGCHUN" ? "吉ICP备2024000002号-1" : "",
});
const PLATFORMS = {
  code: 200,
  msg: "",
  success: true,
  data: [platform("CIDP", ["localhost"]), platform("CHANGCHUN", ["127.0.0.1", "jz.changchun.gov.cn", "www.jz.changchun.gov.cn"])],
};

const warned: string[] = [];
beforeEach(() => {
  answer = () => ({ status: 200, data: PLATFORMS });
  platformCalls.length = 0;
  warned.length = 0;
  publicCache.clear();
  vi.spyOn(console, "warn").mockImplementation((line: string) => void warned.push(line));
});
afterEach(() => vi.restoreAllMocks());

/** The root's error boundary: nothing of the render is under test. */
const NoBoundary = () => null;

const stateOn = (host: string) => portalRequest(portalContextFor(new Request(`http://${host}/default/home`)));

describe("the request's platform by its host", () => {
  it.each([
    ["jz.changchun.gov.cn", "CHANGCHUN"],
    ["WWW.JZ.changchun.gov.cn:8443", "CHANGCHUN"],
    ["127.0.0.1:3000", "CHANGCHUN"],
    ["localhost:5173", "CIDP"],
  ])("%s gets %s (any of its hosts, any port)", async (host, code) => {
    const state = stateOn(host);
    expect((await state.platform())?.platformCode).toBe(code);
    expect(await state.unknownHost()).toBe(false);
  });

  it("gives a host no platform answers to the generic platform, and warns once per process for it, not per request", async () => {
    for (const host of ["unknown.example.cn", "unknown.example.cn:3000", "UNKNOWN.example.cn"]) {
      const state = stateOn(host);
      expect(await state.platform()).toBeNull();
      expect(await state.unknownHost()).toBe(true);
    }
    expect(warned.filter((line) => line.includes("unknown.example.cn"))).toHaveLength(1);
    expect(warned[0]).toContain('unknown host "unknown.example.cn": no platform answers to it');
  });

  it("does not call a host unknown when the platform list cannot be read (the services down): the generic platform, no warning", async () => {
    answer = () => ({ status: 503, data: { code: 503, msg: "服务繁忙", data: null, success: false } });
    const state = stateOn("jz.changchun.gov.cn");
    await expect(state.platform()).rejects.toThrow();
    expect(await state.unknownHost()).toBe(false);
    expect(warned.filter((line) => line.startsWith("unknown host"))).toEqual([]);
  });
});

describe("unknown-host warnings", () => {
  it("remember a bounded number of hosts, the least recently seen forgotten first", () => {
    const lines: string[] = [];
    const warn = createUnknownHostWarnings((line) => lines.push(line), 2);
    for (const host of ["a.example.cn", "b.example.cn", "a.example.cn", "c.example.cn", "b.example.cn", "a.example.cn"]) warn(host);
    expect(lines.map((line) => line.match(/"(.+?)"/)?.[1])).toEqual(["a.example.cn", "b.example.cn", "c.example.cn", "b.example.cn", "a.example.cn"]);
  });
});

describe("UNKNOWN_HOST", () => {
  it.each([
    [undefined, "default"],
    ["default", "default"],
    ["404", "404"],
    [" DEFAULT ", "default"],
    ["410", null],
    ["generic", null],
  ])("%j is %j", (value, expected) => {
    expect(unknownHostAnswerOf(value === undefined ? {} : { UNKNOWN_HOST: value })).toBe(expected);
  });

  it("stops the start with one line when malformed", () => {
    expect(portalSettingsProblems({ UNKNOWN_HOST: "redirect" })).toEqual([UNKNOWN_HOST_PROBLEM]);
    expect(portalSettingsProblems({ UNKNOWN_HOST: "404" })).toEqual([]);
  });

  /** A document request through the root's middleware, as the framework runs it; the page's loader says whether it ran. */
  async function documentOn(host: string, unknownHost: UnknownHostAnswer): Promise<{ response: Response | StaticHandlerContext; loaded: boolean }> {
    let loaded = false;
    const routes = [
      {
        id: "root",
        path: "/",
        // The root route declares it for document responses; a data router's route takes any result.
        middleware: [portalRequestMiddleware, unknownHostMiddleware(unknownHost) as MiddlewareFunction],
        ErrorBoundary: NoBoundary,
        children: [
          {
            id: "home",
            path: "default/home",
            loader: () => {
              loaded = true;
              return null;
            },
          },
        ],
      },
    ];
    const request = new Request(`http://${host}/default/home`);
    let result: StaticHandlerContext | Response | undefined;
    const response = await createStaticHandler(routes).query(request, {
      requestContext: new RouterContextProvider(),
      generateMiddlewareResponse: async (query) => {
        result = await query(request);
        return result instanceof Response ? result : new Response(null, { status: result.statusCode });
      },
    });
    // A middleware's own answer (the 404 page) is the handler's; otherwise the context the loaders made.
    return { response: result ?? response, loaded };
  }

  it("404: a host no platform answers to gets the plain Chinese 404 page, before any loader runs", async () => {
    const { response, loaded } = await documentOn("unknown.example.cn", "404");
    expect(loaded).toBe(false);
    expect(response).toBeInstanceOf(Response);
    const page = response as Response;
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain("该域名未配置任何平台，请检查访问地址是否正确。");
    expect(html).not.toContain("<script");
  });

  it("404: a known host, and any host while the platform list cannot be read, gets its pages", async () => {
    expect((await documentOn("jz.changchun.gov.cn", "404")).loaded).toBe(true);
    publicCache.clear();
    answer = () => ({ status: 503, data: { code: 503, msg: "服务繁忙", data: null, success: false } });
    expect((await documentOn("unknown.example.cn", "404")).loaded).toBe(true);
  });

  it("default: a host no platform answers to gets the generic platform's pages", async () => {
    expect((await documentOn("unknown.example.cn", "default")).loaded).toBe(true);
  });
});
