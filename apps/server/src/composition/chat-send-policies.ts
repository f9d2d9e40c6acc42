import { sealedChatEpoch, sealedChatRefusal } from "../capabilities/tender/sealed-chat-guard.ts";
import type { ChatSendPolicy } from "../platform/chat/send-policy.ts";

/** While a tender is sealed, its tenderer's and bidders' members do not chat privately (../procurement.md, Integrity). */
const sealedTenderPolicy: ChatSendPolicy = { refusal: sealedChatRefusal, epoch: sealedChatEpoch };

/** The capabilities' rules of who may chat, handed to the chat service by app.ts. */
export const chatSendPolicies: readonly ChatSendPolicy[] = [sealedTenderPolicy];
