export {
  type CheckpointPart,
  type CheckpointStore,
  createIndexedDbCheckpointStore,
  createMemoryCheckpointStore,
  fileKeyOf,
  type HashCheckpoint,
  type UploadCheckpoint,
} from "./checkpoint.store.ts";
export {
  type AddResult,
  createUploader,
  type StorageSettings,
  summarize,
  type Uploader,
  type UploaderMessage,
  type UploaderOptions,
  type UploaderSnapshot,
} from "./create-uploader.ts";
export { type CredentialSource, createCredentialSource, type StorageCredentials } from "./credential-source.ts";
export { discardTransfer, forgetTransfer, multipartEtag, type TransferInput, transferFile } from "./direct-upload.ts";
export {
  type FileDigest,
  type FileHasher,
  HASH_CHUNK_SIZE,
  type HashOptions,
  type HashOutcome,
  type HashResume,
  hashBlob,
  hashSegment,
} from "./md5-hasher.ts";
export { buildRegisterPayload, type RegisterPayload } from "./register-payload.ts";
export { parseRetryAfter } from "./retry-policy.ts";
export { S3Transport, type S3TransportOptions, type StorageTarget } from "./s3-transport.ts";
export { IntegrityError, StorageRequestError } from "./storage-error.ts";
export { customProfile, type PartPlan, planParts, type StorageProfile, StorageProfiles } from "./storage-profile.ts";
export {
  createFetchUploadApi,
  type FetchUploadApiOptions,
  type Registration,
  readRegistration,
  type UploadApi,
  UploadApiError,
  uploadPaths,
} from "./upload-api.ts";
export { type ItemFailure, ItemPhase, type ItemServices, type ItemStatus, type ItemView, uploadItemMachine } from "./upload-item.machine.ts";
export { type FailedItem, uploadQueueMachine } from "./upload-queue.machine.ts";
export { strategyFor, UploadStrategy } from "./upload-strategy.ts";
export { createWorkerHasher, type HashWorker, WORKER_SEGMENT_SIZE } from "./worker-hasher.ts";
