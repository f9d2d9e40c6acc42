import net from "node:net";

/**
 * A TCP relay to a real server that a test can take away and bring back, as a database restart or
 * a network cut looks to a client: `cut()` ends every relayed connection and refuses new ones,
 * `restore()` relays again on the same port.
 */
export async function startTcpCut(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((inbound) => {
        const outbound = net.connect(target.port, target.host);
        for (const socket of [inbound, outbound]) {
          open.add(socket);
          socket.on("close", () => open.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      const stopping = server;
      server = null;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => (stopping ? stopping.close(() => resolve()) : resolve()));
    },
    restore: listen,
    close() {
      return this.cut();
    },
  };
}
