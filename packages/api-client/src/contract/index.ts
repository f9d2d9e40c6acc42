export { cmsPaths, platformConfigListResponse, platformConfigSchema } from "./cms.contract.ts";
export { type Envelope, envelope } from "./envelope.ts";
export { requestHeaders, uploadHeaders } from "./headers.ts";
