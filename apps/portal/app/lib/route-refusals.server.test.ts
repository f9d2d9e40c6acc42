import { ApiError, ApiErrorKind } from "@cidp/api-client";
import { createStaticHandler, isRouteErrorResponse, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { clientRefusal, refusalTexts, refusingAsPage, withRefusalPages } from "./route-refusals.server.ts";

/** The root's error boundary: the render is not under test, only the status and the error it gets. */
const NoBoundary = () => null;

/** An HTTP refusal as the services' client throws it: the status text in `msg`, the services' words in the envelope. */
const refused = (status: number, msg: string) => new ApiError(status, status, `请求失败（${status}）`, ApiErrorKind.http, { code: status, msg, data: null });

describe("clientRefusal", () => {
  it.each([
    ["a NUL in the query", refused(400, "请求参数不正确：包含非法字符"), { status: 400, message: refusalTexts.illegalCharacters }],
    ["a value the contract refuses", refused(400, "请求参数不正确：id：请输入正整数"), { status: 400, message: refusalTexts.invalidQuery }],
    ["a refusal without words", new ApiError(400, 400, "请求失败（400）", ApiErrorKind.http), { status: 400, message: refusalTexts.invalidQuery }],
    ["a business rule's reason", refused(400, "报价已截止"), { status: 400, message: "报价已截止" }],
    ["a 422", refused(422, "请求参数不正确：page"), { status: 400, message: refusalTexts.invalidQuery }],
    ["someone else's page", refused(403, "无权以该企业身份操作"), { status: 403, message: "无权以该企业身份操作" }],
    ["an unknown id", refused(404, "询价单不存在或未向贵司开放"), { status: 404, message: refusalTexts.notFound }],
    ["a removed item", refused(410, "已下架"), { status: 404, message: refusalTexts.notFound }],
    ["not yet (sealed)", refused(409, "报价截止前，任何人都不能查看报价"), { status: 409, message: "报价截止前，任何人都不能查看报价" }],
    ["a body code 404 under HTTP 200", new ApiError(200, 404, "订单不存在", ApiErrorKind.business), { status: 404, message: refusalTexts.notFound }],
    ["a rate limit", new ApiError(200, 429, "", ApiErrorKind.business), { status: 429, message: refusalTexts.tooMany }],
    ["a rate limit in the services' words", refused(429, "请求过于频繁，请稍后再试"), { status: 429, message: "请求过于频繁，请稍后再试" }],
  ])("answers %s as the page's own error", (_name, error, refusal) => {
    expect(clientRefusal(error)).toEqual(refusal);
  });

  it.each([
    ["an expired session (401)", new ApiError(401, 401, "", ApiErrorKind.http)],
    ["a failure of the services", refused(500, "服务器繁忙，请稍后再试")],
    ["a gateway failure", refused(502, "服务暂时不可用，请稍后再试")],
    ["a timeout", new ApiError(0, 0, "请求超时", ApiErrorKind.timeout)],
    ["an answer off the contract", new ApiError(200, 200, "", ApiErrorKind.invalidResponse)],
    ["a bug", new TypeError("x is undefined")],
    ["a thrown redirect", new Response(null, { status: 302, headers: { location: "/login" } })],
  ])("leaves %s alone", (_name, error) => {
    expect(clientRefusal(error)).toBeNull();
  });

  it("knows the client's error by its shape: the server build carries its own copy of the class", () => {
    const copy = Object.assign(new Error("请求失败（400）"), {
      name: "ApiError",
      status: 400,
      code: 400,
      msg: "请求失败（400）",
      kind: "http",
      body: { code: 400, msg: "请求参数不正确：包含非法字符" },
    });
    expect(clientRefusal(copy)).toEqual({ status: 400, message: refusalTexts.illegalCharacters });
  });
});

describe("a route's loader under refusingAsPage", () => {
  const query = async (loader: () => Promise<unknown>) => {
    const handler = createStaticHandler([{ id: "root", path: "/", ErrorBoundary: NoBoundary, children: [{ id: "page", path: "page", loader }] }]);
    const context = await handler.query(new Request("http://portal.test/page?keyword=%00"));
    if (context instanceof Response) throw new Error("expected a render context");
    return context;
  };
  const failing = async () => {
    throw refused(400, "请求参数不正确：包含非法字符");
  };

  it("answers the services' 400 as a 400 error response with the page's message, where a bare loader answers 500", async () => {
    expect((await query(failing)).statusCode).toBe(500);
    const context = await query(refusingAsPage(failing));
    expect(context.statusCode).toBe(400);
    const error = context.errors?.root;
    expect(isRouteErrorResponse(error) && error.data).toBe(refusalTexts.illegalCharacters);
  });

  it("answers an unknown id as the 404 page, and keeps what the loader returns or decides itself", async () => {
    expect((await query(refusingAsPage(async () => Promise.reject(refused(404, "招标项目不存在"))))).statusCode).toBe(404);
    expect((await query(refusingAsPage(async () => ({ ok: 1 })))).loaderData.page).toEqual({ ok: 1 });
    const redirect = await createStaticHandler([
      {
        id: "page",
        path: "/",
        loader: refusingAsPage(async () => {
          throw new Response(null, { status: 302, headers: { location: "/login" } });
        }),
      },
    ]).query(new Request("http://portal.test/"));
    expect(redirect instanceof Response && redirect.status).toBe(302);
    // The services shedding load or waiting for their database: the page asks to wait (503), it is no server error.
    expect((await query(refusingAsPage(async () => Promise.reject(refused(503, "服务繁忙，请稍后再试"))))).statusCode).toBe(503);
    expect((await query(refusingAsPage(async () => Promise.reject(refused(500, "服务器繁忙，请稍后再试"))))).statusCode).toBe(500);
  });

  it("sends a browser whose session expired to the login site, which returns to the page, instead of a 500", async () => {
    const expired = await createStaticHandler([
      { id: "page", path: "/user/order", loader: refusingAsPage(async () => Promise.reject(new ApiError(401, 401, "", ApiErrorKind.http))) },
    ]).query(new Request("http://portal.test/user/order"));
    expect(expired instanceof Response && expired.status).toBe(302);
    expect(expired instanceof Response && expired.headers.get("location")).toMatch(
      new RegExp(`/login\\?redirect=${encodeURIComponent(`http://portal.test/login-back?target=${encodeURIComponent("/user/order")}`)}$`),
    );
  });
});

describe("withRefusalPages", () => {
  it("wraps every route's loader and action, and leaves the rest of each module as it was", async () => {
    const component = () => null;
    const build = {
      entry: { module: {} },
      routes: {
        root: { id: "root", path: "", module: { default: component } },
        list: {
          id: "list",
          parentId: "root",
          path: "list",
          module: { default: component, loader: async () => Promise.reject(refused(400, "请求参数不正确：包含非法字符")) },
        },
        form: { id: "form", parentId: "root", path: "form", module: { default: component, action: async () => Promise.reject(refused(404, "订单不存在")) } },
      },
    } as unknown as ServerBuild;
    const wrapped = withRefusalPages(build);
    expect(wrapped.entry).toBe(build.entry);
    expect(wrapped.routes.root?.module).toEqual({ default: component });
    expect(wrapped.routes.list?.module.default).toBe(component);
    const call = (handler: unknown) => (handler as () => Promise<unknown>)();
    await expect(call(wrapped.routes.list?.module.loader)).rejects.toMatchObject({ data: refusalTexts.illegalCharacters, init: { status: 400 } });
    await expect(call(wrapped.routes.form?.module.action)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
