import type { CallOptions } from "./call-options.ts";
import type { CallAuth, CallDeclaration, CallInput, CallResult, HasInput } from "./contract/define-call.ts";
import { requestPartsOf } from "./contract/define-call.ts";
import type { ApiClient } from "./create-api-client.ts";
import { Credentials } from "./internal/session-headers.ts";

const credentialsOf: Record<CallAuth, Credentials> = {
  // Spec §7: every request carries the platform headers (the session's when there is one).
  none: Credentials.platform,
  member: Credentials.platform,
  business: Credentials.platform,
  upload: Credentials.upload,
  // The back office's server sends the staff session header itself (operator.calls.ts).
  operator: Credentials.none,
  // A third party's app sends its own access token (open-platform.calls.ts), never a member's.
  app: Credentials.none,
};

/** A typed client function of one declared call: `(client, input, options)`, or `(client, options)` without input. */
export type ClientCall<D extends CallDeclaration> =
  HasInput<D> extends true
    ? (client: ApiClient, input: CallInput<D>, options?: CallOptions) => Promise<CallResult<D>>
    : (client: ApiClient, options?: CallOptions) => Promise<CallResult<D>>;

/**
 * Derives the typed client function of a declared call: the path filled from the input, the
 * query and body split by the fields the declaration names, the header set its auth calls for,
 * and the answer validated with its response schema. Per call, so a page bundles only its calls:
 * the call has no side effects, so a bundler drops every typed function a page does not use. In
 * the portal's browser bundle the declaration arrives in its wire form (see src/vite), without a
 * response schema: the services checked the answer against it before sending.
 */
/* @__NO_SIDE_EFFECTS__ */
export function clientCall<D extends CallDeclaration>(declaration: D): ClientCall<D> {
  const takesInput = Boolean(declaration.params || declaration.query || declaration.body);
  const call = (client: ApiClient, ...rest: unknown[]) => {
    const [input, options] = (takesInput ? rest : [undefined, rest[0]]) as [object | undefined, CallOptions | undefined];
    const { url, query, body } = requestPartsOf(declaration, input);
    return client.request(
      {
        method: declaration.method,
        url,
        ...(query ? { params: query } : {}),
        ...(declaration.body ? { data: body ?? {} } : declaration.method === "GET" ? {} : { data: {} }),
        credentials: declaration.anonymous ? Credentials.none : credentialsOf[declaration.auth],
        ...options,
      },
      declaration.response,
    );
  };
  return call as ClientCall<D>;
}
