import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fail, ok } from "../http/envelope.ts";
import { HttpError } from "../http/validate.ts";
import { registerEnvelopeStatus } from "./envelope-status.ts";
import { registerErrorHandler } from "./error-handler.ts";

const app = Fastify();
registerErrorHandler(app);
registerEnvelopeStatus(app);
app.get("/thrown/:status", async (request) => {
  throw new HttpError(Number((request.params as { status: string }).status), "业务失败");
});
app.get("/sent/:status", async (request, reply) => {
  const status = Number((request.params as { status: string }).status);
  return reply.status(status).send(fail(status, "业务失败"));
});
app.get("/download", { config: { httpFailureStatus: true } }, async (_request, reply) => reply.status(403).send(fail(403, "文件链接无效或已过期")));
app.get("/socket", async (_request, reply) => reply.status(403).send(fail(403, "来源不被允许")));
app.get("/ok", async () => ok({ id: 1 }));
app.get("/text", async (_request, reply) => reply.status(400).type("text/plain").send("plain"));
app.post("/json", async (request) => ok(request.body));

beforeAll(() => app.ready());
afterAll(() => app.close());

describe("failure status on the wire (spec §8: the wrapper reads business failures from the body)", () => {
  it.for([
    [400, 200],
    [403, 200],
    [404, 200],
    [409, 200],
    [423, 200],
    [429, 200],
    [401, 401],
    [500, 500],
    [503, 503],
  ] as const)("a %i failure travels as HTTP %i with its code in the body", async ([code, http]) => {
    for (const route of ["thrown", "sent"]) {
      const response = await app.inject({ method: "GET", url: `/${route}/${code}` });
      expect(response.statusCode, route).toBe(http);
      expect(response.json(), route).toMatchObject({ code, success: false, data: null });
    }
  });

  it("keeps the real status of routes marked httpFailureStatus (file downloads)", async () => {
    expect((await app.inject({ method: "GET", url: "/download" })).statusCode).toBe(403);
  });

  it("keeps the real status of a refused WebSocket upgrade", async () => {
    const response = await app.inject({ method: "GET", url: "/socket", headers: { connection: "Upgrade", upgrade: "websocket" } });
    expect(response.statusCode).toBe(403);
  });

  it("keeps 404 for an unknown path, which is no business failure", async () => {
    const response = await app.inject({ method: "GET", url: "/no-such-path" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false });
  });

  it("answers a malformed JSON body as a body code 400 with the Chinese message", async () => {
    const response = await app.inject({ method: "POST", url: "/json", headers: { "content-type": "application/json" }, payload: "{" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 400, msg: "请求体不是有效的 JSON" });
  });

  it("leaves successes and non-envelope bodies alone", async () => {
    expect((await app.inject({ method: "GET", url: "/ok" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/text" })).statusCode).toBe(400);
  });
});
