// Production server of the portal. One process by default; with PORTAL_WORKERS this one supervises
// that many processes of the same script (node:cluster), which share the port (lib/portal-workers.server.ts).
import cluster from "node:cluster";
import { portalWorkerCount, superviseWorkers } from "./app/lib/portal-workers.server.ts";

const workers = portalWorkerCount(process.env);
if (cluster.isPrimary && workers > 1) superviseWorkers(workers, console);
else await import("./portal-server.ts");
