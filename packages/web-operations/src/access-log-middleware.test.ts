import { once } from "node:events";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { accessLog } from "./access-log-middleware.ts";

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe("the access log of a web process", () => {
  it("gives each request an id, answers it, and logs one line per page (5xx as errors), none for hashed assets", async () => {
    const lines: { level: "info" | "error"; line: string }[] = [];
    const seen: string[] = [];
    const app = express();
    app.use(
      accessLog({ info: (line) => lines.push({ level: "info", line }), error: (line) => lines.push({ level: "error", line }) }, (id, next) => {
        seen.push(id);
        next();
      }),
    );
    app.get("/default/home", (_req, res) => void res.send("ok"));
    app.get("/broken", (_req, res) => void res.status(500).send("no"));
    app.get("/assets/app-1.js", (_req, res) => void res.send("js"));
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const kept = await fetch(`${origin}/default/home?phone=13800000001`, { headers: { "x-request-id": "lb-12345678" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-12345678");
    const fresh = await fetch(`${origin}/broken`, { headers: { "x-request-id": "short" } });
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${origin}/assets/app-1.js`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map((entry) => [entry.level, JSON.parse(entry.line).path, JSON.parse(entry.line).reqId])).toEqual([
      ["info", "/default/home", "lb-12345678"],
      ["error", "/broken", fresh.headers.get("x-request-id")],
    ]);
    expect(seen).toEqual(["lb-12345678", fresh.headers.get("x-request-id"), expect.any(String)]);
  });
});
