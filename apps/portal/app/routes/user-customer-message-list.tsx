import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { ChatPage } from "../features/chat/chat-page.tsx";
import { chatTexts } from "../features/chat/chat-texts.ts";
import { useRootData } from "../features/site/use-root-data.ts";

/** 我的消息: conversations with unread badges, the open chat's history and the composer (`?chatId=` opens one). */
export default function UserCustomerMessageList() {
  const { session } = useRootData();
  const [params] = useSearchParams();
  const chatId = params.get("chatId");
  const openChat = useCallback(async () => (chatId ? { id: chatId, name: "" } : null), [chatId]);
  return <ChatPage loggedIn={session.loggedIn} title={chatTexts.title} openChat={openChat} />;
}

export function meta() {
  return [{ title: chatTexts.title }];
}
