import { paymentProviderPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { PaymentProviders } from "./payment-providers.ts";
import type { Payments } from "./payments.ts";

/** Where the sandbox posts its notifications (not a browser call: outside the contract). */
export const SANDBOX_NOTIFY_PATH = paymentProviderPaths.sandboxNotify;

/** Where a provider posts its notifications: the notify URL its adapter gives with each trade. */
export const notifyPathOf = (providerName: string) => `${paymentProviderPaths.notify}/${providerName}`;

/**
 * The providers' asynchronous notifications, one address per configured provider. The body is read
 * as the exact bytes that were signed; the answer is the provider's own convention (WeChat Pay: 204
 * or a JSON FAIL; Alipay and the sandbox: `success` or `fail`): acknowledged, or sent again later.
 * A refused signature is not acknowledged and is kept for audit.
 */
export async function paymentNotifyRoutes(app: FastifyInstance, { payments, providers }: { payments: Payments; providers: PaymentProviders }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 16_384 }, (_request, body, done) => done(null, body));
    for (const provider of providers.all)
      scope.post(notifyPathOf(provider.name), async (request, reply) => {
        const rawBody = typeof request.body === "string" ? request.body : "";
        const { answer } = await payments.receiveNotification(provider.name, request.headers, rawBody);
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      });
  });
}
