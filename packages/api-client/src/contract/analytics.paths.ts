/**
 * Paths of the analytics service, apart from the schemas so that a page can beacon records
 * without loading zod.
 */
export const analyticsPaths = {
  inject: "/api/cidp-analysis/collect/regular/inject",
} as const;
