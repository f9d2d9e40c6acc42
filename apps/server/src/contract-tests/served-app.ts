import type { AddressInfo } from "node:net";
import { seedDemoTenders } from "../capabilities/tender/seed.ts";
import { randomSealingKeys } from "../security/sealing-keys.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** A route the server answered: its method and its route pattern (`:id` style). */
export interface RouteHit {
  method: string;
  route: string;
  status: number;
}

/** The in-process app listening on a free local port, so a real HTTP client can call it. */
export interface ServedApp {
  baseURL: string;
  testApp: TestApp;
  /** Every answered request since the last `hits.length = 0`. */
  hits: RouteHit[];
  /** Whether the app serves this method and route pattern. */
  serves(method: string, route: string): boolean;
  close(): Promise<void>;
}

/** Starts the seeded app on 127.0.0.1 with rate limits off (the tests log in many times). */
export async function startServedApp(): Promise<ServedApp> {
  // Known sealing keys so the tenders can be seeded with the app's own seal.
  const sealingKeys = randomSealingKeys();
  const testApp = await createTestApp({ memory: true }, { rateLimit: false, sealingKeys });
  await seedDemoTenders(testApp.database.db, sealingKeys);
  const hits: RouteHit[] = [];
  testApp.app.addHook("onResponse", async (request, reply) => {
    hits.push({ method: request.method, route: request.routeOptions.url ?? "", status: reply.statusCode });
  });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    testApp,
    hits,
    serves: (method, route) => testApp.app.hasRoute({ method: method as "GET", url: route }),
    close: () => testApp.close(),
  };
}
