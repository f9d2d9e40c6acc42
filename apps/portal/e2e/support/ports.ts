/**
 * Ports of the product the journeys of this worker run against. Each Playwright worker runs its
 * own server and portal (support/test.ts), ten ports apart from the other workers', so files run
 * in parallel; a worker restarted after a failure gets a new index and so fresh ports.
 */
const base = Number(process.env.E2E_PORTAL_PORT ?? 3100);
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);

export const portalPort = base + 10 * worker;
export const serverPort = portalPort + 1;
/** The embedded object store's own port, beside the server's (never `npm start`'s 3002). */
export const objectStorePort = portalPort + 2;

/** The portal on the generic platform's host and on CHANGCHUN's. */
export const portal = `http://localhost:${portalPort}`;
export const changchunPortal = `http://127.0.0.1:${portalPort}`;
/** The back office (apps/operator), beside the object store. */
export const operatorPort = portalPort + 3;
export const operatorApp = `http://localhost:${operatorPort}`;
