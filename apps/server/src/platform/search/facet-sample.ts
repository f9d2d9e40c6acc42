import { SEARCH_FACET_CAP } from "@cidp/api-client/contract";
import type { SearchScope } from "./ranking-repository.ts";

/** The newest matches of the chosen scope as the ranking read them. */
export interface RankedSample {
  /** The scope the ranking was narrowed to (the chosen type and period). */
  chosen: SearchScope;
  matches: readonly { kind: string; publishedAt: Date }[];
  /** Whether they are all the scope's matches (fewer than the ranking takes). */
  complete: boolean;
}

/**
 * A facet's capped count as the ranking's newest matches already tell it, or null when they do
 * not. They are the newest matches of the chosen scope, so for a facet inside it: as many of them
 * as reach the cap are enough ("100+"); all of them when the ranking took every match; and when
 * the oldest of them is older than the facet's start, every match since then is among them.
 * Anything else (another type than the chosen one, a longer period) needs its own count.
 */
export function countFromSample(scope: SearchScope, sample: RankedSample): number | null {
  const { chosen } = sample;
  if (chosen.kind !== undefined && scope.kind !== chosen.kind) return null;
  if (chosen.since !== undefined && (scope.since === undefined || scope.since < chosen.since)) return null;
  const inScope = sample.matches.filter(
    (match) => (scope.kind === undefined || match.kind === scope.kind) && (scope.since === undefined || match.publishedAt >= scope.since),
  );
  if (inScope.length >= SEARCH_FACET_CAP) return SEARCH_FACET_CAP;
  if (sample.complete) return inScope.length;
  const oldest = sample.matches.reduce<Date | undefined>((min, match) => (min === undefined || match.publishedAt < min ? match.publishedAt : min), undefined);
  if (scope.since !== undefined && oldest !== undefined && oldest < scope.since) return inScope.length;
  return null;
}
