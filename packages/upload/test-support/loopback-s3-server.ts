// The server side the S3-compatible endpoints share, the tests' (memory-s3-endpoint.ts) and the
// benchmarks' (bench/local-s3-endpoint.ts): a free loopback port, the CORS headers a page on
// another origin needs on every answer, and a close that also ends the open connections.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A running loopback server. */
export interface LoopbackServer {
  url: string;
  close(): Promise<void>;
}

function cors(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  response.setHeader("Access-Control-Allow-Methods", "GET, PUT, POST, DELETE, HEAD");
  response.setHeader("Access-Control-Allow-Headers", request.headers["access-control-request-headers"] ?? "*");
  response.setHeader("Access-Control-Expose-Headers", "ETag");
  response.setHeader("Access-Control-Max-Age", "600");
}

/** Serves `serve` on a free loopback port with CORS; a request it fails drops its connection. */
export async function serveOnLoopback(serve: (request: IncomingMessage, response: ServerResponse) => Promise<void>): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    cors(request, response);
    serve(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
