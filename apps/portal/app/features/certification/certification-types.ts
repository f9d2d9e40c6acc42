import type { CallResult, certificationCalls } from "@cidp/api-client/contract";

/** A submission as the certification calls answer it. */
export type Submission = CallResult<typeof certificationCalls.detail>["data"];
/** A qualification certificate as listed. */
export type Qualification = CallResult<typeof certificationCalls.qualifications>["data"]["records"][number];
