export { type Counter, type CounterStore, createCounterStore, type WindowMode } from "./counter-store.ts";
export {
  decide,
  delayAfter,
  type FailureCount,
  type FailureRule,
  type FailureState,
  memberLoginRule,
  type ThrottleDecision,
  waitSeconds,
} from "./failure-rule.ts";
export { createFailureThrottle, type FailureThrottle, type ThrottleKeys } from "./failure-throttle.ts";
export { databaseRateLimitStore } from "./rate-limit-store.ts";
export { sourceOf } from "./source.ts";
