import { paymentProviderPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Payments } from "./payments.ts";

/** Where the provider posts its notifications (not a browser call: outside the contract). */
export const SANDBOX_NOTIFY_PATH = paymentProviderPaths.sandboxNotify;

/**
 * The provider's asynchronous notifications. The body is read as the exact bytes that were signed;
 * the answer is the providers' convention: `success` acknowledges, anything else makes the
 * provider try again later (a refused signature is not acknowledged and is logged).
 */
export async function paymentNotifyRoutes(app: FastifyInstance, { payments }: { payments: Payments }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 16_384 }, (_request, body, done) => done(null, body));
    scope.post(SANDBOX_NOTIFY_PATH, async (request, reply) => {
      const rawBody = typeof request.body === "string" ? request.body : "";
      const { acknowledged } = await payments.receiveNotification(request.headers, rawBody);
      return reply
        .status(acknowledged ? 200 : 400)
        .type("text/plain; charset=utf-8")
        .send(acknowledged ? "success" : "fail");
    });
  });
}
