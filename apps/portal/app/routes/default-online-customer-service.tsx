import { createChatApi } from "@cidp/chat";
import { useCallback } from "react";
import { ChatPage } from "../features/chat/chat-page.tsx";
import { chatTexts } from "../features/chat/chat-texts.ts";
import { useApiClient } from "../lib/api/api-client-context.tsx";
import { useRootData } from "../lib/site/use-root-data.ts";

/** 在线客服: opens the member's chat with the platform's customer-service account. */
export default function OnlineCustomerService() {
  const { session } = useRootData();
  const client = useApiClient();
  const openChat = useCallback(async () => {
    const api = createChatApi(client);
    const service = await api.serviceAccount();
    await api.openChat(service.id);
    return service;
  }, [client]);
  return <ChatPage loggedIn={session.loggedIn} title={chatTexts.serviceTitle} openChat={openChat} />;
}

export function meta() {
  return [{ title: chatTexts.serviceTitle }];
}
