/** The register call's answer (spec §3): where and how to put the file, or that it already exists. */
export interface UploadRegistration {
  /** 1 (or true) when the server already holds a file with this MD5. */
  readonly existed: number | boolean;
  readonly resourceId: string;
  readonly resourceName: string;
  readonly fileMd5: string;
  readonly uri: string;
  readonly accessKey: string;
  readonly accessSecret: string;
  readonly accessToken: string;
  readonly bucketName: string;
}

/** Whether the file is already on the server, so the upload goes straight to success at 100% (spec §4). */
export function isAlreadyUploaded(registration: Pick<UploadRegistration, "existed">): boolean {
  return registration.existed === true || Number(registration.existed) === 1;
}
