import type { FastifyInstance } from "fastify";
import { tendererAwardRoutes } from "./tenderer-award-routes.ts";
import { tendererClosingRoutes } from "./tenderer-closing-routes.ts";
import type { TenderRoutesOptions } from "./tenderer-context.ts";
import { tendererDraftRoutes } from "./tenderer-draft-routes.ts";
import { tendererLogRoutes } from "./tenderer-log-routes.ts";
import { tendererReviewRoutes } from "./tenderer-review-routes.ts";

export type { TenderRoutesOptions } from "./tenderer-context.ts";

/** The tenderer's calls, by concern: drafts and publishing, reviews and clarifications, evaluation and award, closing and refunds, the log. */
export async function tendererRoutes(app: FastifyInstance, options: TenderRoutesOptions) {
  await tendererDraftRoutes(app, options);
  await tendererReviewRoutes(app, options);
  await tendererAwardRoutes(app, options);
  await tendererClosingRoutes(app, options);
  await tendererLogRoutes(app, options);
}
