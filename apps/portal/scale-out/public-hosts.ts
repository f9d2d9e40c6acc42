import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import path from "node:path";

/**
 * A deployment's public names on this machine, for the go-live journey: its own domains over https
 * on port 443, as visitors reach them, with no DNS and no privileged port. A self-signed certificate
 * names every host (nginx ends TLS with it, as a balancer does), and an HTTP proxy the browser uses
 * turns each `CONNECT <host>:443` into a connection to the nginx https listener that serves the host.
 */

/** Debian's openssl (the openssl package, present wherever nginx is). */
const opensslBinary = "/usr/bin/openssl";

/** Writes a self-signed certificate (also its own CA, for Node's NODE_EXTRA_CA_CERTS) for `hosts` into `dir`. */
export function selfSignedCertificate(dir: string, hosts: string[]): { certificate: string; key: string } {
  const certificate = path.join(dir, "front.crt");
  const key = path.join(dir, "front.key");
  const names = [...hosts.map((host) => `DNS:${host}`), "DNS:localhost", "IP:127.0.0.1"].join(",");
  execFileSync(
    opensslBinary,
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${hosts[0]}`,
      "-addext",
      `subjectAltName=${names}`,
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "pipe" },
  );
  return { certificate, key };
}

/** The proxy: `routes` maps a host name to the local port its `:443` reaches; any other destination is refused. */
export async function startHostProxy(routes: Record<string, number>): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    // Only https is routed: a plain-http request through the proxy is not part of the deployment.
    response.writeHead(502).end();
  });
  // Tunnels leave the HTTP server's bookkeeping: they are ended on close from here.
  const tunnels = new Set<{ destroy(): void }>();
  server.on("connect", (request, client, head) => {
    const [host, port] = (request.url ?? "").split(":");
    const target = port === "443" && host !== undefined ? routes[host] : undefined;
    if (target === undefined) {
      client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      return;
    }
    const upstream = connect(target, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    tunnels.add(client).add(upstream);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}
