import { createApiClient } from "@cidp/api-client";
import { createChatApi } from "@cidp/chat";
import { useNavigate } from "react-router";
import { chatTexts } from "./chat-texts.ts";

/** 联系: opens a chat with the contact of a company (its administrator) in the member's message list. */
export function ContactButton({ businessId }: { businessId: number }) {
  const navigate = useNavigate();
  async function contact() {
    const api = createChatApi(createApiClient({ baseURL: window.location.origin }));
    const person = await api.companyContact(businessId);
    await api.openChat(person.id);
    navigate(`/user/customer-message-list?chatId=${encodeURIComponent(person.id)}`);
  }
  return (
    <button type="button" onClick={() => void contact().catch(() => undefined)} data-testid="chat-contact">
      {chatTexts.contact}
    </button>
  );
}
