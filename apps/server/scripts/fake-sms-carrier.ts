/**
 * Aliyun SMS's fake gateway as a process of its own, for the journeys on a production start: it
 * checks our ACS3 signatures with an AccessKey made here and accepts every purpose's template under
 * one sign name (platform/sms/carriers/fake-aliyun-sms.ts). Prints one JSON line — the services'
 * settings (SMS_PROVIDER=aliyun, the key, sign name, templates and the fake's endpoint) and the
 * address where a journey reads what a phone received (`GET <inbox>?phone=`, the texts in order,
 * each with its template variables) — then runs until it is stopped.
 *   tsx scripts/fake-sms-carrier.ts
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startFakeAliyunSms } from "../src/platform/sms/carriers/fake-aliyun-sms.ts";
import { SMS_TEMPLATE_PARAMETERS, SMS_TEXT_PURPOSES } from "../src/platform/sms/sms-templates.ts";

const signName = "建筑产业互联网平台";
const accessKeyId = `LTAI5t${randomBytes(8).toString("hex")}`;
const accessKeySecret = randomBytes(24).toString("base64url");
const templates = Object.fromEntries(SMS_TEXT_PURPOSES.map((purpose, index) => [purpose, `SMS_4700${index + 10}`]));
const fake = await startFakeAliyunSms({
  accessKeys: { [accessKeyId]: accessKeySecret },
  signName,
  templates: Object.fromEntries(SMS_TEXT_PURPOSES.map((purpose) => [templates[purpose], SMS_TEMPLATE_PARAMETERS[purpose]])),
});

const inbox = createServer((request, response) => {
  const phone = new URL(request.url ?? "/", "http://inbox").searchParams.get("phone");
  const texts = fake.received.filter((text) => text.phone === phone);
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(texts));
});
inbox.listen(0, "127.0.0.1");
await once(inbox, "listening");

console.log(
  JSON.stringify({
    inboxUrl: `http://127.0.0.1:${(inbox.address() as AddressInfo).port}/`,
    settings: {
      SMS_PROVIDER: "aliyun",
      SMS_SIGN_NAME: signName,
      SMS_TEMPLATES: Object.entries(templates)
        .map(([purpose, template]) => `${purpose}:${template}`)
        .join(","),
      ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
      ALIYUN_SMS_ENDPOINT: fake.url,
    },
  }),
);
const stop = async () => {
  inbox.close();
  await fake.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
