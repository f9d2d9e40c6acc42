import { randomBytes } from "node:crypto";
import { memberPaths, requestHeaders } from "@cidp/api-client/contract";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import type { z } from "zod";
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

/**
 * Has a seeded business act as certified for a suite whose subject is not certification, though its
 * supplier quotes or bids (安泰, the demo's business not yet certified, in the procurement and tender
 * suites: only a certified business may, issue 61). Answers the undoing, for the suite's afterAll,
 * so the suites sharing an app keep the seed's state.
 */
export async function certifiedForSuite(db: Database, businessId: number): Promise<() => Promise<void>> {
  const [before] = await db.select({ state: businesses.certificationState }).from(businesses).where(eq(businesses.id, businessId));
  await db.update(businesses).set({ certificationState: "certified" }).where(eq(businesses.id, businessId));
  return async () => {
    await db
      .update(businesses)
      .set({ certificationState: before?.state ?? "uncertified" })
      .where(eq(businesses.id, businessId));
  };
}

/** The seed's credit codes of three businesses the first demo member belongs to. */
const demoBusinessCodes = { contractor: "91220101MA14XKQ355", trading: "91220104MA17B8RT2H", steel: "91220106MA152W4H0D" } as const;

/** The ids of 宏远 (the contractor, a 需方), 鼎盛 (trading) and 华信 (steel), three of the first demo member's businesses. */
export async function demoBusinessIds(db: Database): Promise<Record<keyof typeof demoBusinessCodes, number>> {
  return {
    contractor: await businessIdOf(db, demoBusinessCodes.contractor),
    trading: await businessIdOf(db, demoBusinessCodes.trading),
    steel: await businessIdOf(db, demoBusinessCodes.steel),
  };
}

/** Rows in a table, to prove a refused call wrote nothing. */
export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Asserts the spec envelope of a failure with the given code and a Chinese message. Business
 * failures travel as HTTP 200 with the code in the body (spec §8); 401 and 5xx keep their status.
 * Takes the HTTP response (`callAs`) or the answer (`answerAs`).
 */
export function expectFailure(answered: { statusCode: number; json(): unknown } | Answer<unknown>, status: number, msg?: RegExp): void {
  const [httpStatus, body] =
    "json" in answered ? [answered.statusCode, answered.json() as { code: number; msg: string; success: boolean; data: unknown }] : [answered.status, answered];
  expect(httpStatus).toBe(status === 401 || status >= 500 ? status : 200);
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

/** What a test call needs of a declaration: its method and path (a contract call or download). */
export interface DeclaredCall {
  method: string;
  path: string;
}

/** The success data a contract declaration's response envelope carries (unknown for a bare method and path). */
type ContractData<D> = D extends { response: z.ZodType } ? (z.output<D["response"]> extends { data: infer T } ? T : unknown) : unknown;

/** How a test call is made beyond its input. */
export interface CallOptions {
  /** The caller's address, for the calls limited per address (default: inject's 127.0.0.1). */
  remoteAddress?: string;
}

/**
 * Makes a contract call as a member (or anonymously with null), the one way every server test
 * calls the app: the input's fields named by the path's `:params` fill the path, the rest is the
 * query of a GET (as strings, undefined left out) or any other method's JSON body.
 */
export function callAs(t: TestApp, declaration: DeclaredCall, who: LoggedIn | null, input: object = {}, options: CallOptions = {}) {
  const rest: Record<string, unknown> = { ...input };
  const url = declaration.path.replace(/:(\w+)/g, (param, name: string) => {
    if (!(name in rest)) return param;
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const get = declaration.method === "GET";
  const query = Object.fromEntries(Object.entries(rest).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])));
  return t.app.inject({
    method: declaration.method as "GET" | "POST",
    url,
    headers: who?.headers ?? {},
    ...(get ? { query } : { payload: rest }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** A success envelope's data (the test fails with the server's message otherwise). */
export function dataOf<T>(response: { json(): unknown }): T {
  const body = response.json() as { data: T; success: boolean; msg: string };
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

/** A call's envelope as the client reads it: code, message and data, success or not; and the HTTP status. */
export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
  status: number;
}

/** Makes a contract call as a member and answers its envelope (see `callAs`). */
export async function answerAs<T = unknown>(
  t: TestApp,
  declaration: DeclaredCall,
  who: LoggedIn | null,
  input: object = {},
  options: CallOptions = {},
): Promise<Answer<T>> {
  const response = await callAs(t, declaration, who, input, options);
  return { ...(response.json() as Omit<Answer<T>, "status">), status: response.statusCode };
}

/** A bound call answering `R<data>`: the data typed by the declaration's response, or as the test says. */
interface TypedCall<R extends "answer" | "data"> {
  <D extends DeclaredCall>(
    declaration: D,
    who: LoggedIn | null,
    input?: object,
    options?: CallOptions,
  ): Promise<R extends "answer" ? Answer<ContractData<D>> : ContractData<D>>;
  <T>(declaration: DeclaredCall, who: LoggedIn | null, input?: object, options?: CallOptions): Promise<R extends "answer" ? Answer<T> : T>;
}

/**
 * `callAs`, `answerAs` and `dataOf` bound to a suite's app (read when called, so a suite may create
 * it in beforeAll) and to options of its own (a call's options override them):
 * `const { call, answer, data } = contractCalls(() => t)`. Without a type argument, `answer` and
 * `data` type the data by the declaration's response schema.
 */
export function contractCalls(app: () => TestApp, defaults: CallOptions = {}) {
  const call = (declaration: DeclaredCall, who: LoggedIn | null, input: object = {}, options: CallOptions = {}) =>
    callAs(app(), declaration, who, input, { ...defaults, ...options });
  /** The envelope and status of a call, success or not. */
  const answer: TypedCall<"answer"> = (declaration: DeclaredCall, who: LoggedIn | null, input: object = {}, options: CallOptions = {}) =>
    answerAs(app(), declaration, who, input, { ...defaults, ...options }) as never;
  /** The data of a call that must succeed. */
  const data: TypedCall<"data"> = async (declaration: DeclaredCall, who: LoggedIn | null, input: object = {}, options: CallOptions = {}) =>
    dataOf(await call(declaration, who, input, options)) as never;
  /** `call` is the HTTP response of a call (see `callAs`). */
  return { call, answer, data };
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
