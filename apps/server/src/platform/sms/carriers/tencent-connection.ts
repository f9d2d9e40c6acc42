import { lookup } from "node:dns";
import http from "node:http";
import https from "node:https";

/** Tencent Cloud SMS's public API host. */
export const TENCENT_SMS_HOST = "sms.tencentcloudapi.com";

/** How the Tencent SDK reaches the API: the host it addresses and signs for, its scheme, and where it connects when that is elsewhere. */
export interface TencentConnection {
  endpoint: string;
  protocol: "https://" | "http://";
  agent?: http.Agent;
}

/**
 * The SDK signs (TC3-HMAC-SHA256) for the service named by its endpoint's first label and for the
 * host it addresses, as Tencent's gateway checks them, so it must always address an `sms.` host.
 * A Tencent API host (a regional or private `sms.…` one) is addressed directly; any other address (a
 * relay on the way out, the offline tests' gateway) is only where the connection goes, while the SDK
 * keeps addressing and signing for sms.tencentcloudapi.com on that address's port.
 */
export function tencentConnection(endpoint: URL | null): TencentConnection {
  if (!endpoint) return { endpoint: TENCENT_SMS_HOST, protocol: "https://" };
  const secure = endpoint.protocol === "https:";
  const protocol = secure ? "https://" : "http://";
  if (endpoint.hostname.startsWith("sms.")) return { endpoint: endpoint.host, protocol };
  const target = endpoint.hostname.replace(/^\[|\]$/g, "");
  const relayed: http.AgentOptions = {
    keepAlive: true,
    // Whatever host the SDK names, the socket goes to the configured address (its own lookup when a name).
    lookup: (_hostname, options, callback) => lookup(target, options, callback),
  };
  return {
    endpoint: endpoint.port ? `${TENCENT_SMS_HOST}:${endpoint.port}` : TENCENT_SMS_HOST,
    protocol,
    agent: secure ? new https.Agent(relayed) : new http.Agent(relayed),
  };
}
