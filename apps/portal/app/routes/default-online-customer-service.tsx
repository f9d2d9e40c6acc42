import { createChatApi } from "@cidp/chat";
import { useCallback } from "react";
import { ChatPage } from "../features/chat/chat-page.tsx";
import { chatTexts } from "../features/chat/chat-texts.ts";
import { useApiClient } from "../lib/api/api-client-context.tsx";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/default-online-customer-service";

/** A visitor's 登录 link comes back to this page once they have logged in. */
export function loader({ request }: Route.LoaderArgs) {
  return { loginHref: loginReturningHere(request) };
}

/** 在线客服: opens the member's chat with the platform's customer-service account (answered from the back office's 客服工作台). */
export default function OnlineCustomerService({ loaderData }: Route.ComponentProps) {
  const { session } = useRootData();
  const client = useApiClient();
  const openChat = useCallback(async () => {
    const api = createChatApi(client);
    const service = await api.serviceAccount();
    await api.openChat(service.id);
    return service;
  }, [client]);
  return (
    <ChatPage
      loggedIn={session.loggedIn}
      title={chatTexts.serviceTitle}
      openChat={openChat}
      loginHref={loaderData.loginHref}
      loginHint={chatTexts.serviceLoginRequired}
    />
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, chatTexts.serviceTitle);
}
