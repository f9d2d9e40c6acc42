import { useEffect } from "react";
import { useChatUnreadTotal } from "../../lib/chat/use-chat-unread-total.ts";

/**
 * Reports the member's unread chat messages to the header bell. Loaded lazily by the member area
 * only, so a visitor's page carries none of the chat engine; the count comes from the tab's shared
 * chat engine (the chat pages' own), so it adds no second store or socket.
 */
export default function ChatUnread({ onChange, onLoginElsewhere }: { onChange: (total: number) => void; onLoginElsewhere: () => void }) {
  const total = useChatUnreadTotal(true, onLoginElsewhere);
  useEffect(() => onChange(total), [total, onChange]);
  return null;
}
