import type { CallResult, certificationCalls } from "@cidp/api-client/contract";

/** A submission as the certification calls answer it. */
export type Submission = CallResult<typeof certificationCalls.detail>["data"];
/** The overview of the certification home page. */
export type CertificationOverview = CallResult<typeof certificationCalls.overview>["data"];
/** A qualification certificate as listed. */
export type Qualification = CallResult<typeof certificationCalls.qualifications>["data"]["records"][number];
