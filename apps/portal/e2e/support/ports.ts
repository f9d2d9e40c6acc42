/** Ports of the product the journeys run against (see playwright.config.ts). */
export const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 3100);
export const serverPort = Number(process.env.E2E_SERVER_PORT ?? 3101);

/** The portal on the generic platform's host and on CHANGCHUN's. */
export const portal = `http://localhost:${portalPort}`;
export const changchunPortal = `http://127.0.0.1:${portalPort}`;
