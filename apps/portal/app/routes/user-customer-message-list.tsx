import { createChatApi } from "@cidp/chat";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { ChatPage } from "../features/chat/chat-page.tsx";
import { chatTexts } from "../features/chat/chat-texts.ts";
import { useApiClient } from "../lib/api/api-client-context.tsx";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-customer-message-list";

/** 我的消息: conversations with unread badges, the open chat's history and the composer (`?chatId=` opens one, `?businessId=` the chat with a company's contact). */
export default function UserCustomerMessageList() {
  const { session } = useRootData();
  const client = useApiClient();
  const [params] = useSearchParams();
  const chatId = params.get("chatId");
  // `?businessId=` comes from a company's 联系: the chat is with whoever answers for the company.
  const businessId = Number(params.get("businessId"));
  const openChat = useCallback(async () => {
    if (chatId) return { id: chatId, name: "" };
    if (!Number.isSafeInteger(businessId) || businessId <= 0) return null;
    const api = createChatApi(client);
    const contact = await api.companyContact(businessId);
    await api.openChat(contact.id);
    return contact;
  }, [client, chatId, businessId]);
  return <ChatPage loggedIn={session.loggedIn} title={chatTexts.title} openChat={openChat} inFrame />;
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, chatTexts.title);
}
