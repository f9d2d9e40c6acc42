import { type ApiClient, getPlatformConfigList } from "@cidp/api-client";
import { hostnameOf, type PlatformConfig, selectPlatformConfig } from "@cidp/domain";
import { createContext, type MiddlewareFunction, RouterContextProvider, redirect } from "react-router";
import { serverApiClient } from "../api-origin.server.ts";
import { publicCache } from "../public-cache.server.ts";
import { loginReturningHere } from "./login-site.server.ts";
import { memberClient } from "./member-client.server.ts";
import {
  loadMemberFrame,
  loadPersonalCenter,
  loadPersonalCenterTasks,
  loadSessionView,
  type MemberFrameAnswer,
  type PersonalCenterTasks,
  type SessionView,
} from "./session.server.ts";
import { type CookieSession, readSessionCookies } from "./session-cookies.server.ts";
import { warnUnknownHost } from "./unknown-host.server.ts";

/**
 * What every loader and action of one request shares, made once by the root's middleware: the
 * session as the cookies carry it, the request's clients of the platform services and the
 * platform the request's host is configured for. Everything is made on first use, so a request
 * that needs none of it (a data request for one page's loader) costs nothing.
 */
export interface PortalRequest {
  /** The shared login cookies of the request. */
  readonly cookies: CookieSession;
  /** The member's client (the cookies' session), or null for a visitor. */
  readonly member: ApiClient | null;
  /** A client without a session, for what every visitor may read. */
  readonly visitor: ApiClient;
  /** The platform configuration of the request's host (null: the generic platform); asked once per request. */
  platform(): Promise<PlatformConfig | null>;
  /** Whether the platform list was read and no platform answers to the request's host (UNKNOWN_HOST decides what it gets). */
  unknownHost(): Promise<boolean>;
  /**
   * The member frame (the header's user and company, the side menu, the member's permissions) in
   * one call, asked once per request and shared by the root's session and the member center's
   * layout; null for a visitor. A refusal or an outage rejects, for each reader to handle.
   */
  frame(): Promise<MemberFrameAnswer | null>;
  /** The personal center's tasks, asked once per request; null for a visitor. A refusal or an outage rejects. */
  tasks(): Promise<PersonalCenterTasks | null>;
  /**
   * Says, before any loader runs, that this request shows the personal center: the frame and the
   * tasks then come in one call (memberInfo/center), one session check instead of two.
   */
  showsPersonalCenter(): void;
  /** The session checked with the services (the header's member summary, from the frame); asked once per request. */
  session(): Promise<SessionView>;
  /** The login site's address that returns here. */
  readonly loginUrl: string;
}

/** The request context loaders, actions and middleware receive. */
export type RequestContext = Readonly<RouterContextProvider>;

const portalRequestContext = createContext<PortalRequest>();

/** The request's host's platform, and whether the host is unknown (the list read, no platform answering to it). */
interface HostPlatform {
  config: PlatformConfig | null;
  unknown: boolean;
}

/**
 * The platform configuration one of whose hosts is the request's, from the public cache every
 * request shares (emptied when a platform's hosts change, on every instance). An unknown host is
 * warned about once per process.
 */
async function platformOf(request: Request, client: () => ApiClient): Promise<HostPlatform> {
  const body = await publicCache.get("platform-configs", () => getPlatformConfigList(client(), { silent: true }));
  if (!body.success) return { config: null, unknown: false };
  const host = new URL(request.url).host;
  const config = selectPlatformConfig(body.data, host);
  if (config === null) warnUnknownHost(hostnameOf(host));
  return { config, unknown: config === null };
}

/** The request's shared state, each part made on first use and then kept. */
export function createPortalRequest(request: Request): PortalRequest {
  const cookies = readSessionCookies(request);
  // Every client of the request sends the platform's code once the configuration is known.
  let platformCode: string | null = null;
  let member: ApiClient | null | undefined;
  let visitor: ApiClient | undefined;
  let hostPlatform: Promise<HostPlatform> | undefined;
  let platform: Promise<PlatformConfig | null> | undefined;
  let frame: Promise<MemberFrameAnswer | null> | undefined;
  let tasks: Promise<PersonalCenterTasks | null> | undefined;
  let personalCenter: Promise<Awaited<ReturnType<typeof loadPersonalCenter>> | null> | undefined;
  let showsPersonalCenter = false;
  let session: Promise<SessionView> | undefined;
  const visitorClient = () => (visitor ??= serverApiClient({ getPlatformCode: () => platformCode }));
  /** A member's call, made once the platform is known so that it carries the platform's code; null for a visitor. */
  const memberCall = <T>(load: (client: ApiClient) => Promise<T>): Promise<T | null> =>
    state
      .platform()
      .catch(() => null)
      .then(() => (state.member ? load(state.member) : null));
  const bothForPersonalCenter = () => (personalCenter ??= memberCall(loadPersonalCenter));
  const state: PortalRequest = {
    cookies,
    get member() {
      if (member === undefined) member = cookies.token ? memberClient(cookies.token, cookies.deptId, () => platformCode) : null;
      return member;
    },
    get visitor() {
      return visitorClient();
    },
    platform() {
      hostPlatform ??= platformOf(request, visitorClient);
      platform ??= hostPlatform.then(({ config }) => {
        platformCode = config?.platformCode ?? null;
        return config;
      });
      return platform;
    },
    async unknownHost() {
      await state.platform().catch(() => null);
      return hostPlatform ? (await hostPlatform.catch(() => ({ unknown: false }))).unknown : false;
    },
    frame() {
      frame ??= showsPersonalCenter ? bothForPersonalCenter().then((both) => both?.frame ?? null) : memberCall(loadMemberFrame);
      return frame;
    },
    tasks() {
      tasks ??= showsPersonalCenter ? bothForPersonalCenter().then((both) => both?.tasks ?? null) : memberCall(loadPersonalCenterTasks);
      return tasks;
    },
    showsPersonalCenter() {
      showsPersonalCenter = true;
    },
    session() {
      session ??= loadSessionView(cookies, state.frame());
      return session;
    },
    get loginUrl() {
      return loginReturningHere(request);
    },
  };
  return state;
}

/** The root's middleware: the request's shared state, once, before any loader or action runs. */
export function portalRequestMiddleware({ request, context }: Parameters<MiddlewareFunction>[0]): void {
  context.set(portalRequestContext, createPortalRequest(request));
}

/** The request's shared state (see `PortalRequest`), as the root's middleware made it. */
export function portalRequest(context: RequestContext): PortalRequest {
  return context.get(portalRequestContext);
}

/** The logged-in member's client for a member page, or a redirect to the login site (which returns here) for a visitor. */
export function memberClientOrLogin(context: RequestContext): ApiClient {
  const state = portalRequest(context);
  if (!state.member) throw redirect(state.loginUrl);
  return state.member;
}

/** A request context as the root's middleware leaves it, for calling a loader or action directly (tests, scripts). */
export function portalContextFor(request: Request): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(portalRequestContext, createPortalRequest(request));
  return context;
}
