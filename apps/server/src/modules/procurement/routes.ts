import type { FastifyInstance } from "fastify";
import { buyerProcurementRoutes, type ProcurementRoutesOptions } from "./buyer-routes.ts";
import { supplierProcurementRoutes } from "./supplier-routes.ts";

/** 询价采购: the buyer's and the suppliers' calls (sealed quotations; deadlines run in procurement-jobs.ts). */
export async function procurementRoutes(app: FastifyInstance, options: ProcurementRoutesOptions) {
  await buyerProcurementRoutes(app, options);
  await supplierProcurementRoutes(app, options);
}
