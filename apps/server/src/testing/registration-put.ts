import { AwsClient } from "aws4fetch";

/** What an upload registration hands the browser for its part: temporary credentials and the object's key. */
interface UploadGrant {
  accessKey: string;
  accessSecret: string;
  accessToken: string;
  uri: string;
}

/** Where the object store answers: its endpoint, bucket and region. */
interface GrantStore {
  endpoint: string;
  bucket: string;
  region: string;
}

/** An S3 client signing with the registration's temporary credentials, as the browser's engine does (no retries: a refusal shows). */
export function clientOfGrant(grant: UploadGrant, region: string): AwsClient {
  return new AwsClient({
    accessKeyId: grant.accessKey,
    secretAccessKey: grant.accessSecret,
    sessionToken: grant.accessToken,
    service: "s3",
    region,
    retries: 0,
  });
}

/** The browser's part of an upload: the bytes put straight into the store under `key` (the registration's own unless given); answers the status. */
export async function putWithGrant(store: GrantStore, grant: UploadGrant, body: Uint8Array, key = grant.uri): Promise<number> {
  const response = await clientOfGrant(grant, store.region).fetch(`${store.endpoint}/${store.bucket}/${key}`, { method: "PUT", body });
  await response.arrayBuffer();
  return response.status;
}
