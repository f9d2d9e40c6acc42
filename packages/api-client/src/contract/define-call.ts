import type { CertifiedAction, OpenScope, PermissionKey } from "@cidp/domain";
import type { z } from "zod";

/**
 * Who may make a call: anyone, a logged-in member, a member acting for a selected business, or an
 * upload (the upload header set of spec §7, a member behind it), or platform staff (the back
 * office's session header, see operator.calls.ts; never a member's), or a business's registered app
 * (an open-platform access token, see open-platform.calls.ts; never a member's nor staff's).
 */
export type CallAuth = "none" | "member" | "business" | "upload" | "operator" | "app";

/** The permission a business call needs: one key, or several of which any one will do. */
export type PermissionRequirement = PermissionKey | readonly [PermissionKey, ...PermissionKey[]];

/** The keys of a requirement as a list (any one of them admits the caller). */
export function permissionKeysOf(requirement: PermissionRequirement): readonly PermissionKey[] {
  return typeof requirement === "string" ? [requirement] : requirement;
}

/**
 * Whether the keys a member holds admit a call's requirement: none required, or any one of its keys
 * held. The services' guard and the pages' offers both ask this, so they never disagree.
 */
export function admits(held: readonly string[], requirement: PermissionRequirement | undefined): boolean {
  return requirement === undefined || permissionKeysOf(requirement).some((key) => held.includes(key));
}

/** The service a call belongs to, as the OpenAPI document groups them. */
export type CallTag =
  | "member"
  | "user-center"
  | "notice"
  | "cms"
  | "home"
  | "analytics"
  | "login"
  | "chat"
  | "upload"
  | "company"
  | "organisation"
  | "order"
  | "lesson"
  | "procurement"
  | "market"
  | "finance"
  | "equipment"
  | "tender"
  | "shop"
  | "operator"
  | "open";

/** An object schema: its fields are the call's named inputs. */
type ObjectSchema = z.ZodObject;

/**
 * One call of the platform services, declared once: the server registers and validates its route
 * from this, the typed client function is derived from it, and the OpenAPI document is generated
 * from the registered routes. Nothing else spells its path or its schemas.
 */
export interface CallDeclaration {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** Fastify-style path; `:name` marks a path parameter (declared in `params`). */
  path: string;
  /** What the call does, in Chinese (the OpenAPI summary). */
  summary: string;
  auth: CallAuth;
  /**
   * The permission key the member must hold in the selected business (`auth: "business"`), or a
   * list of keys of which any one will do: the server refuses the call with 403 otherwise, before
   * looking at its input. Every business call names its keys or says, in `anyMember`, why it has none.
   */
  permission?: PermissionRequirement;
  /**
   * Why every member of the selected business may make this business call without a key (their
   * own menu, their own keys, the business's public standing ...), in English. Never together
   * with `permission`.
   */
  anyMember?: string;
  /**
   * The call publishes, quotes, bids or pays for the selected business (`auth: "business"`): the
   * server refuses it with 403 and the reason `certification_required` until the business's
   * 企业认证 is approved, after the permission and before looking at its input.
   */
  certification?: CertifiedAction;
  /** The scope an app's token must carry (`auth: "app"` only): the open API's calls each name one. */
  scope?: OpenScope;
  tag: CallTag;
  /** True for calls whose path the spec does not show (§7 "path: not shown"): designed by us. */
  designed: boolean;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: ObjectSchema;
  /** The success envelope (`envelope(data)`); failures answer the failure envelope. */
  response: z.ZodType;
  /**
   * Sent without the session's headers even when a member is logged in (log-in, registration
   * checks, SMS codes, analytics): the call must not depend on, or leak, a session.
   */
  anonymous?: boolean;
  /** Body codes the call answers besides 200 (documented; 401/403 follow from `auth`). */
  errors?: readonly number[];
}

/** Declares a call; the identity, kept for its precise type. */
export function defineCall<const D extends CallDeclaration>(declaration: D): D {
  return declaration;
}

/**
 * A file the platform services answer as bytes rather than the envelope (a report, a workbook, a
 * log), for a browser's download link: declared beside the calls with the same auth and permission
 * fields, so the server guards it the same way. Failures keep their real HTTP status.
 */
export interface DownloadDeclaration {
  method: "GET";
  path: string;
  /** What the file is, in Chinese. */
  summary: string;
  auth: "member" | "business";
  /** As for a call (see CallDeclaration). */
  permission?: PermissionRequirement;
  /** As for a call (see CallDeclaration). */
  anyMember?: string;
  tag: CallTag;
  /** The query the link carries. */
  query?: ObjectSchema;
  /** The media type of the file answered on success. */
  contentType: string;
}

/** Declares a download; the identity, kept for its precise type. */
export function defineDownload<const D extends DownloadDeclaration>(declaration: D): D {
  return declaration;
}

type Fields<S> = S extends z.ZodType ? z.input<S> : unknown;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: the params', query's and body's fields in one object. */
export type CallInput<D extends CallDeclaration> = Fields<D["params"]> & Fields<D["query"]> & Fields<D["body"]>;

/** Whether the call takes any input at all. */
export type HasInput<D extends CallDeclaration> = D["params"] extends z.ZodType
  ? true
  : D["query"] extends z.ZodType
    ? true
    : D["body"] extends z.ZodType
      ? true
      : false;

/** What a call answers on success. */
export type CallResult<D extends CallDeclaration> = z.output<D["response"]>;

/** The validated parts a route handler receives. */
export interface CallRequestParts<D extends CallDeclaration> {
  params: Parsed<D["params"]>;
  query: Parsed<D["query"]>;
  body: Parsed<D["body"]>;
}

/** The field names an input part declares, and whether it takes other fields too (z.looseObject). */
export interface InputFields {
  keys: readonly string[];
  loose: boolean;
}

/**
 * A declaration as the portal's browser bundle carries it (see src/vite): what a request needs,
 * without the schemas, which stay on the server.
 */
export interface WireCall {
  method: CallDeclaration["method"];
  path: string;
  auth: CallAuth;
  /** The keys the server checks: pages read them to offer only what the member's role may do. */
  permission?: PermissionRequirement;
  anonymous?: boolean;
  params?: InputFields;
  query?: InputFields;
  body?: InputFields;
}

function fieldsOf(part: ObjectSchema | InputFields | undefined): InputFields | undefined {
  if (!part || !("_zod" in part)) return part;
  const catchall = part._zod.def.catchall;
  return { keys: Object.keys(part.shape), loose: catchall !== undefined && catchall._zod.def.type !== "never" };
}

/** The wire form of a declaration. */
export function wireCallOf(declaration: CallDeclaration): WireCall {
  const [params, query, body] = [fieldsOf(declaration.params), fieldsOf(declaration.query), fieldsOf(declaration.body)];
  return {
    method: declaration.method,
    path: declaration.path,
    auth: declaration.auth,
    ...(declaration.permission ? { permission: declaration.permission } : {}),
    ...(declaration.anonymous ? { anonymous: true } : {}),
    ...(params ? { params } : {}),
    ...(query ? { query } : {}),
    ...(body ? { body } : {}),
  };
}

function pick(source: Record<string, unknown>, fields: InputFields | undefined, others: readonly string[] = []): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  // A loose object (z.looseObject) also takes the fields no other part declares.
  const takes = (key: string) => fields.keys.includes(key) || (fields.loose && !others.includes(key));
  return Object.fromEntries(Object.entries(source).filter(([key, value]) => takes(key) && value !== undefined));
}

/**
 * Splits a caller's input into the call's path parameters, query and body by the fields each
 * declares, and fills the path. A field in no schema goes nowhere, except into a loose body.
 */
export function requestPartsOf(
  declaration: CallDeclaration | WireCall,
  input: object = {},
): { url: string; query?: Record<string, unknown>; body?: Record<string, unknown> } {
  const source = input as Record<string, unknown>;
  const [paramFields, queryFields, bodyFields] = [fieldsOf(declaration.params), fieldsOf(declaration.query), fieldsOf(declaration.body)];
  const params = pick(source, paramFields) ?? {};
  const url = declaration.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") throw new Error(`${declaration.method} ${declaration.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = pick(source, queryFields);
  const claimed = [...(paramFields?.keys ?? []), ...(queryFields?.keys ?? [])];
  const body = pick(source, bodyFields, claimed);
  return { url, ...(query ? { query } : {}), ...(body ? { body } : {}) };
}
