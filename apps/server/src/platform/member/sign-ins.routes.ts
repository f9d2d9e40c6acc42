import { memberCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";

// First match wins: Edge, Opera and WeChat say "Chrome" and "Safari" too, Chrome says "Safari".
const browsers: readonly [RegExp, string][] = [
  [/MicroMessenger\//, "微信"],
  [/Edg(A|iOS)?\//, "Edge"],
  [/OPR\//, "Opera"],
  [/QQBrowser\//, "QQ浏览器"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];
const systems: readonly [RegExp, string][] = [
  [/HarmonyOS|OpenHarmony/, "HarmonyOS"],
  [/Windows NT/, "Windows"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** The browser and system a sign-in's User-Agent names ("Chrome · Windows"); "未知设备" when it names neither. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "未知设备";
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(" · ") || "未知设备";
}

const PRIVATE_V4 = /^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/;

/**
 * The address a sign-in came from, with its last part hidden (a member recognises their network;
 * a screenshot of the page does not give the exact address away): "113.57.24.*", an IPv6
 * address's first four groups, "本机" for loopback and "内网 10.2.3.*" for private networks.
 */
export function addressOf(ipAddress: string | null): string {
  if (!ipAddress) return "未知";
  const v4 = ipAddress.replace(/^::ffff:/i, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) {
    if (v4.startsWith("127.")) return "本机";
    const masked = `${v4.split(".").slice(0, 3).join(".")}.*`;
    return PRIVATE_V4.test(v4) ? `内网 ${masked}` : masked;
  }
  if (ipAddress === "::1") return "本机";
  return `${ipAddress.split(":").slice(0, 4).join(":")}:*`;
}

/** 登录记录: the member's own live sign-ins, and ending one of them on another device. */
async function signInRoutes(app: FastifyInstance) {
  contractRoute(app, memberCalls.signIns, async (request) => {
    const auth = authOf(request);
    const live = await app.sessions.listLiveSessions(auth.member.id);
    return ok(
      live.map((session) => ({
        id: session.id,
        signedInAt: formatDateTime(session.createdAt),
        expiresAt: formatDateTime(session.expiresAt),
        device: deviceOf(session.userAgent),
        address: addressOf(session.ipAddress),
        current: session.id === auth.session.sessionId,
      })),
    );
  });

  contractRoute(app, memberCalls.endSignIn, async (request) => {
    const auth = authOf(request);
    // This device logs out through 退出登录, which also clears the portal's cookies.
    if (request.params.id === auth.session.sessionId) throw refuse("invalid", "当前设备请使用“退出登录”");
    // Another member's sign-in answers as one that does not exist.
    if (!(await app.sessions.endOwnSession(auth.member.id, request.params.id))) throw refuse("not_found", "登录记录不存在或已退出");
    return ok(null, "该设备已退出登录");
  });
}

/** The member's sign-ins, registered by the composition root with the other collected route modules. */
export const signInRouteModule = defineRouteModule({
  name: "member sign-ins",
  register: async (app) => {
    await app.register(signInRoutes);
  },
});
