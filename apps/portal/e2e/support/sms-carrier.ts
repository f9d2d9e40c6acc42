import type { ChildProcess } from "node:child_process";
import { startServerScript } from "./server-script.ts";

/** A text as the fake carrier received it: the number, sign name, template and its variables. */
export interface CarrierText {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

/** Aliyun SMS's fake gateway, the services' settings for it, and what each phone received. */
export interface SmsCarrier {
  process: ChildProcess;
  settings: Record<string, string>;
  /** The texts `phone` received, oldest first. */
  received(phone: string): Promise<CarrierText[]>;
}

/** Starts the fake carrier (the services' scripts/fake-sms-carrier.ts), as a production start sends its texts. */
export async function startSmsCarrier(): Promise<SmsCarrier> {
  const { process, announced } = await startServerScript<{ inboxUrl: string; settings: Record<string, string> }>("fake-sms-carrier.ts");
  return {
    process,
    settings: announced.settings,
    received: async (phone) => (await (await fetch(`${announced.inboxUrl}?phone=${phone}`)).json()) as CarrierText[],
  };
}
