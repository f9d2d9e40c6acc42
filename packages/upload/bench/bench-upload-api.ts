import type { Registration, UploadApi } from "../src/upload-api.ts";

/**
 * The registration calls of a benchmark: every file is new and goes straight to the local S3
 * endpoint with fixed credentials (it checks no signatures), so only the client is measured.
 */
export function benchUploadApi(endpoint: string): UploadApi {
  return {
    async register(payload): Promise<Registration> {
      return {
        existed: false,
        resourceId: "1",
        resourceName: payload.fileName,
        fileMd5: payload.hashcode,
        uri: `bench/${payload.hashcode}`,
        bucketName: "cidp",
        credentials: { accessKeyId: "bench", secretAccessKey: "bench-secret", sessionToken: "", expiresAt: null },
        endpoint,
        region: "cn-north-1",
      };
    },
    confirm: async () => undefined,
  };
}
