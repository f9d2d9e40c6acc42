// The public API of @cidp/upload: what a site needs to upload files (etc/upload.api.md is its
// report, checked by the package's tests). The engine's building blocks (transport, hashing,
// part plans, machines) stay internal; the workspace's own tests reach them through ./internal.
export type { FileSizeUnit, RetryPolicy, UploadRules } from "@cidp/domain";
export {
  type CheckpointPart,
  type CheckpointStore,
  createIndexedDbCheckpointStore,
  createMemoryCheckpointStore,
  type HashCheckpoint,
  type UploadCheckpoint,
} from "./checkpoint.store.ts";
export {
  type AddResult,
  createUploader,
  type StorageSettings,
  type Uploader,
  type UploaderMessage,
  type UploaderOptions,
  type UploaderSnapshot,
} from "./create-uploader.ts";
export type { StorageCredentials } from "./credential-source.ts";
export type { FileDigest, FileHasher, HashOptions, HashResume } from "./md5-hasher.ts";
export type { RegisterPayload } from "./register-payload.ts";
export type { S3TransportOptions } from "./s3-transport.ts";
export { IntegrityError, StorageRequestError } from "./storage-error.ts";
export { customProfile, type StorageProfile, StorageProfiles } from "./storage-profile.ts";
export {
  createFetchUploadApi,
  type FetchUploadApiOptions,
  type RawRegistration,
  type Registration,
  readRegistration,
  type UploadApi,
  UploadApiError,
  uploadPaths,
} from "./upload-api.ts";
export { type ItemFailure, ItemPhase, type ItemStatus, type ItemView } from "./upload-item.machine.ts";
export type { FailedItem } from "./upload-queue.machine.ts";
export { UploadStrategy } from "./upload-strategy.ts";
