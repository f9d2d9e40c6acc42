import { type ApiClient, type ApiClientOptions, getUserInfo } from "@cidp/api-client";
import { memberPaths, privacyCalls, requestHeaders } from "@cidp/api-client/contract";
import { GENERIC_PLATFORM_CODE } from "@cidp/domain";
import { createStaticHandler, type LoaderFunctionArgs, RouterContextProvider, type StaticHandlerContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publicCache } from "../public-cache.server.ts";
import { refusingAsPage } from "../route-refusals.server.ts";
import { memberAction, memberFormAction } from "./member-action.server.ts";
import { memberClientOrLogin, portalContextFor, portalRequest, portalRequestMiddleware } from "./portal-request.server.ts";

/** What the fake services answer a call: status and body, by path. */
type Answer = { status: number; data: unknown };
const calls: { path: string; token: string | null; source: string | null }[] = [];
let answer: (path: string) => Answer = () => ({ status: 200, data: { code: 200, msg: "", data: null, success: true } });

// Every client the request state makes goes through this fake transport, and is counted.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock("../api-origin.server.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../api-origin.server.ts")>();
  return {
    ...actual,
    serverApiClient: (options: Omit<ApiClientOptions, "baseURL">) => {
      made.count += 1;
      return actual.serverApiClient({
        ...options,
        adapter: async (config) => {
          const path = config.url ?? "";
          const token = (config.headers.get(requestHeaders.platformToken) as string | undefined) ?? null;
          const source = (config.headers.get(requestHeaders.requestSource) as string | undefined) ?? null;
          calls.push({ path, token, source });
          const { status, data } = answer(path);
          return { data, status, statusText: String(status), headers: {}, config };
        },
      });
    },
  };
});

const ok = (data: unknown): Answer => ({ status: 200, data: { code: 200, msg: "", data, success: true } });

beforeEach(() => {
  made.count = 0;
  calls.length = 0;
  answer = () => ok(null);
  publicCache.clear();
});
afterEach(() => vi.unstubAllEnvs());

const request = (path: string, cookie = "") => new Request(`http://portal.test${path}`, cookie ? { headers: { cookie } } : {});
const SESSION = "cidp_token=tok-1; login_dept_id=9";

/** Runs the routes for a document request the way the framework does: the root's middleware first, then the loaders. */
async function run(routes: Parameters<typeof createStaticHandler>[0], req: Request): Promise<StaticHandlerContext | Response> {
  let result: StaticHandlerContext | Response | undefined;
  const response = await createStaticHandler(routes).query(req, {
    requestContext: new RouterContextProvider(),
    generateMiddlewareResponse: async (query) => {
      result = await query(req);
      return result instanceof Response ? result : new Response(null, { status: result.statusCode });
    },
  });
  return result ?? response;
}

/** The root's error boundary: the render is not under test, only the status and the error it gets. */
const NoBoundary = () => null;

const tree = (page: (args: LoaderFunctionArgs) => unknown, layout: (args: LoaderFunctionArgs) => unknown = () => null) => [
  {
    id: "root",
    path: "/",
    middleware: [portalRequestMiddleware],
    loader: layout,
    ErrorBoundary: NoBoundary,
    children: [{ id: "page", path: "user/page", loader: page }],
  },
];

describe("the request's shared state (root middleware)", () => {
  it("makes the member's client once per request, shared by every loader", async () => {
    const seen: ApiClient[] = [];
    const context = await run(
      tree(
        ({ context }) => seen.push(memberClientOrLogin(context)),
        ({ context }) => seen.push(memberClientOrLogin(context), portalRequest(context).member as ApiClient),
      ),
      request("/user/page", SESSION),
    );
    expect(context).not.toBeInstanceOf(Response);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
    expect(made.count).toBe(1);
  });

  it("makes nothing a request does not use", async () => {
    await run(
      tree(() => null),
      request("/user/page", SESSION),
    );
    expect(made.count).toBe(0);
  });

  it("gives each request its own state: two requests never share a client", () => {
    const first = portalRequest(portalContextFor(request("/", SESSION))).member;
    const second = portalRequest(portalContextFor(request("/", "cidp_token=tok-2"))).member;
    expect(first).not.toBeNull();
    expect(first).not.toBe(second);
  });

  it("sends a visitor of a member page to the login site, which returns through /login-back to that very page", async () => {
    vi.stubEnv("LOGIN_SITE_ORIGIN", "https://login.example.cn");
    const result = await run(
      tree(({ context }) => memberClientOrLogin(context)),
      request("/user/page?id=7"),
    );
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    const back = `http://portal.test/login-back?target=${encodeURIComponent("/user/page?id=7")}`;
    expect((result as Response).headers.get("location")).toBe(`https://login.example.cn/login?redirect=${encodeURIComponent(back)}`);
  });

  it("sends the member to the login site when the services answer 401 to a page's call", async () => {
    vi.stubEnv("LOGIN_SITE_ORIGIN", "https://login.example.cn");
    answer = () => ({ status: 401, data: { code: 401, msg: "登录已失效", data: null, success: false } });
    // Production wraps every loader so (server.ts, withRefusalPages).
    const page = refusingAsPage(async ({ context }: LoaderFunctionArgs) => getUserInfo(memberClientOrLogin(context), { silent: true }));
    const result = await run(tree(page), request("/user/page", SESSION));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("location")).toMatch(/^https:\/\/login\.example\.cn\/login\?redirect=/);
  });

  it("calls with the cookies' session, and with the platform's code once the configuration is known", async () => {
    answer = (path) =>
      path.includes("platform")
        ? ok([{ platformCode: "CHANGCHUN", ngCode: "portal.test", baseTitle: "长春", subTitle: "", logoImg: "", codeImg: "", dataSource: "CHANGCHUN" }])
        : ok(null);
    const state = portalRequest(portalContextFor(request("/user/page", SESSION)));
    await getUserInfo(state.member as ApiClient, { silent: true }).catch(() => undefined);
    expect((await state.platform())?.platformCode).toBe("CHANGCHUN");
    expect(await state.platform()).toBe(await state.platform());
    await getUserInfo(state.member as ApiClient, { silent: true }).catch(() => undefined);
    const userCalls = calls.filter((call) => !call.path.includes("platform"));
    expect(userCalls.map((call) => [call.token, call.source])).toEqual([
      ["Bearer tok-1", GENERIC_PLATFORM_CODE],
      ["Bearer tok-1", "CHANGCHUN"],
    ]);
    expect(calls.filter((call) => call.path.includes("platform"))).toHaveLength(1);
  });

  it("checks the session once per request, and a refused token gives the logged-out header, not a redirect", async () => {
    answer = (path) => (path.includes("platform") ? ok([]) : { status: 401, data: { code: 401, msg: "", data: null, success: false } });
    const state = portalRequest(portalContextFor(request("/default/home", SESSION)));
    const [first, second] = await Promise.all([state.session(), state.session()]);
    expect(first).toBe(second);
    expect(first).toMatchObject({ loggedIn: false, refused: true });
  });

  it("asks the services for the member frame once, for the header's session and the member center's frame alike", async () => {
    const frame = {
      user: { userId: 1, realName: "张建国", phone: "138****0001", avatar: "", switchCompanyInfo: { businessId: 9 } },
      company: {
        id: 9,
        niceName: "吉林宏远建设工程有限公司",
        tenantId: "000009",
        accountHeader: "",
        companyType: "require",
        certificationState: "certified",
        creditCode: "",
        role: "admin",
      },
      menus: [],
      access: { admin: true, permissions: [], roleNames: ["管理员"] },
    };
    answer = (path) => (path.includes("platform") ? ok([]) : ok(frame));
    const state = portalRequest(portalContextFor(request("/user/default", SESSION)));
    const [session, answered] = await Promise.all([state.session(), state.frame()]);
    expect(session).toMatchObject({ loggedIn: true, realName: "张建国", memberId: 1, company: { id: 9, name: "吉林宏远建设工程有限公司" } });
    expect(answered?.data.access.roleNames).toEqual(["管理员"]);
    expect(calls.filter((call) => !call.path.includes("platform")).map((call) => call.path)).toEqual([memberPaths.memberFrame]);
  });

  it("asks for the frame and the personal center's tasks in one call on the personal center, and for the tasks alone elsewhere", async () => {
    const frame = {
      user: { userId: 1, realName: "张建国", phone: "138****0001", avatar: "", switchCompanyInfo: null },
      company: null,
      menus: [],
      access: { admin: false, permissions: [], roleNames: [] },
    };
    const tasks = { invitations: [{ id: 3, businessName: "吉林宏远建设工程有限公司" }], unread: 4, membership: null };
    answer = (path) => (path.includes("platform") ? ok([]) : path === memberPaths.personalCenter ? ok({ frame, tasks }) : ok(tasks));
    const memberCalls = () => calls.filter((call) => !call.path.includes("platform")).map((call) => call.path);

    const center = portalRequest(portalContextFor(request("/user/default", SESSION)));
    center.showsPersonalCenter();
    const [session, answered, waiting] = await Promise.all([center.session(), center.frame(), center.tasks()]);
    expect(session).toMatchObject({ loggedIn: true, realName: "张建国", company: null });
    expect(answered?.data).toEqual(frame);
    expect(waiting).toEqual(tasks);
    expect(memberCalls()).toEqual([memberPaths.personalCenter]);

    calls.length = 0;
    const elsewhere = portalRequest(portalContextFor(request("/user/default", SESSION)));
    expect(await elsewhere.tasks()).toEqual(tasks);
    expect(memberCalls()).toEqual([memberPaths.personalCenterTasks]);
  });

  it("asks a visitor's request for no member frame", async () => {
    const state = portalRequest(portalContextFor(request("/default/home")));
    expect(await state.frame()).toBeNull();
    expect(await state.tasks()).toBeNull();
    expect(await state.session()).toMatchObject({ loggedIn: false, refused: false });
    expect(calls.filter((call) => !call.path.includes("platform"))).toEqual([]);
  });

  it("answers an action without a session with the log-in message", async () => {
    const change = vi.fn();
    expect(await memberAction(portalContextFor(request("/user/page")), change)).toEqual({ ok: false, msg: "登录已失效，请重新登录" });
    expect(change).not.toHaveBeenCalled();
  });

  it("answers a form's action with the call its body schema reads (the services' message, or the page's own), or the schema's refusal without calling", async () => {
    const form = new FormData();
    form.set("purpose", "marketing");
    const context = portalContextFor(request("/user/privacy", SESSION));
    answer = () => ({ status: 200, data: { code: 200, msg: "已保存", data: null, success: true } });
    expect(await memberFormAction(context, privacyCalls.setConsent, form, { granted: true })).toEqual({ ok: true, msg: "已保存" });
    expect(calls.map((call) => call.path)).toContain(privacyCalls.setConsent.path);
    expect(await memberFormAction(context, privacyCalls.setConsent, form, { granted: false }, "已撤回授权")).toEqual({ ok: true, msg: "已撤回授权" });

    calls.length = 0;
    const unsigned = new FormData();
    unsigned.set("password", "");
    expect(await memberFormAction(context, privacyCalls.requestDeletion, unsigned)).toEqual({ ok: false, msg: "请输入登录密码" });
    expect(calls.filter((call) => call.path.includes("privacy"))).toEqual([]);
  });
});
