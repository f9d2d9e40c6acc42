import { randomBytes } from "node:crypto";
import { memberPaths, requestHeaders } from "@cidp/api-client/contract";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import type { Database } from "../db/database.ts";
import { demoAccounts } from "../db/demo-accounts.ts";
import { businesses } from "../platform/member/schema.ts";
import { uploadResources } from "../platform/upload/schema.ts";
import type { TestApp } from "./test-app.ts";

/** The seeded demo log-ins: member 1 (three businesses) and member 2. */
export const demo = {
  first: demoAccounts[0],
  second: demoAccounts[1],
} as const;

let nextAddress = 1;

/** A logged-in member as a test sees it. */
export interface LoggedIn {
  token: string;
  businessId: number | null;
  userId: number;
  /** Headers that carry the platform token (spec §7). */
  headers: Record<string, string>;
}

/** Logs in through the public call and returns the token with its headers. */
export async function login(t: TestApp, phone: string = demo.first.phone, businessId?: number): Promise<LoggedIn> {
  const response = await t.app.inject({
    method: "POST",
    url: memberPaths.oauthToken,
    payload: { phone, password: "Demo@123456", ...(businessId ? { businessId } : {}) },
    // Each log-in from its own address, so the per-address limit of the credential calls stays out of the way.
    remoteAddress: `10.${nextAddress >> 8}.${nextAddress++ & 255}.1`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { token: string; businessId: number | null; userId: number };
  return { ...data, headers: { [requestHeaders.platformToken]: `Bearer ${data.token}` } };
}

/** A seeded business's id by its credit code (0 when the seed has none). */
export async function businessIdOf(db: Database, creditCode: string): Promise<number> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, creditCode));
  return row?.id ?? 0;
}

/** Rows in a table, to prove a refused call wrote nothing. */
export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Asserts the spec envelope of a failure with the given code and a Chinese message. Business
 * failures travel as HTTP 200 with the code in the body (spec §8); 401 and 5xx keep their status.
 */
export function expectFailure(response: { statusCode: number; json(): unknown }, status: number, msg?: RegExp): void {
  expect(response.statusCode).toBe(status === 401 || status >= 500 ? status : 200);
  const body = response.json() as { code: number; msg: string; success: boolean; data: unknown };
  expect(body).toMatchObject({ code: status, success: false, data: null });
  expect(body.msg).toMatch(msg ?? /[\u4e00-\u9fa5]/);
}

/** A clock the suite can move forward (to expire sessions). */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** What `callAs` needs of a contract call: its method and path. */
interface DeclaredCall {
  method: string;
  path: string;
}

/**
 * Makes a contract call as a member (or anonymously with null): GET input as the query, any other
 * method's as the JSON body.
 */
export function callAs(t: TestApp, declaration: DeclaredCall, who: LoggedIn | null, input: Record<string, unknown> = {}) {
  const get = declaration.method === "GET";
  const url = get
    ? `${declaration.path}?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : declaration.path;
  return t.app.inject({ method: declaration.method as "GET" | "POST", url, headers: who?.headers ?? {}, ...(!get ? { payload: input } : {}) });
}

/** A success envelope's data (the test fails with the server's message otherwise). */
export function dataOf<T>(response: { json(): unknown }): T {
  const body = response.json() as { data: T; success: boolean; msg: string };
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

/** A call's envelope as the client reads it: code, message and data, success or not. */
export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** Makes a contract call as a member and answers its envelope (see `callAs`). */
export async function answerAs<T>(t: TestApp, declaration: DeclaredCall, who: LoggedIn | null, input: object = {}): Promise<Answer<T>> {
  return (await callAs(t, declaration, who, input as Record<string, unknown>)).json() as Answer<T>;
}

/**
 * A finished upload of the member's own, as the upload engine's callback leaves one (no bytes in
 * the store: the modules under test only read the row). The extension comes from the name.
 */
export async function storedUpload(db: Database, memberId: number, fileName: string, size = 200_000): Promise<number> {
  const [row] = await db
    .insert(uploadResources)
    .values({
      md5: randomBytes(16).toString("hex"),
      size,
      fileName,
      extName: fileName.split(".").pop() ?? "",
      objectKey: `test/${randomBytes(8).toString("hex")}`,
      bucket: "cidp",
      createdBy: memberId,
      status: "complete",
    })
    .returning({ id: uploadResources.id });
  return row?.id ?? 0;
}
