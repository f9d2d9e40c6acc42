export { acceptRequestId, accessLogLine, REQUEST_ID_HEADER } from "./access-log.ts";
export { accessLog } from "./access-log-middleware.ts";
export { type LogSink, logSink } from "./log-sink.ts";
export { createMetricsGate, METRICS_TOKEN_PROBLEM, type MetricsGate, metricsTokenOf } from "./metrics-access.ts";
export { deflateParts, gzipWithNonce, htmlWithNonce } from "./nonce-gzip.ts";
export { createOperations, drainMilliseconds, OPERATIONS_PATHS, type OperationsOptions, SHUTDOWN_DRAIN_PROBLEM } from "./operations.ts";
export {
  createRenderMemo,
  documentRenderKey,
  isPlainData,
  type MemoizedBody,
  type RenderedRequest,
  type RenderInputs,
  type RenderMemo,
  renderKey,
} from "./render-memo.ts";
