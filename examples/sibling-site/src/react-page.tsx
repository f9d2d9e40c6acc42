import type { ChatClient } from "@cidp/chat";
import { ChatProvider, useChatConnection, useChatMessages } from "@cidp/chat/react";
import { useUploader } from "@cidp/upload/react";
import { type FormEvent, useState } from "react";
import { createRoot } from "react-dom/client";
import { type Session, startChat, takeSession, uploadOptions } from "./platform.ts";

function Uploads({ session }: { session: Session }) {
  const [messages, setMessages] = useState<string[]>([]);
  const [options] = useState(() => uploadOptions(session, (text) => setMessages((list) => [...list, text])));
  const { uploader, snapshot } = useUploader(options);
  return (
    <section>
      <input type="file" multiple data-testid="file" onChange={(event) => uploader?.add(event.target.files ?? [])} />
      <ul data-testid="uploads">
        {snapshot.items.map((item) => (
          <li key={item.id} data-testid="upload" data-status={item.status} data-resource={item.resourceId ?? ""}>
            {item.name} {item.progress}%
          </li>
        ))}
      </ul>
      {messages.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  );
}

function Chat({ chat }: { chat: ChatClient }) {
  const [peer, setPeer] = useState("");
  const { messages } = useChatMessages(peer || null);
  const { status } = useChatConnection();
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("text");
    if (!peer || typeof text !== "string" || !text) return;
    await chat.open(peer);
    await chat.send(peer, text);
    event.currentTarget?.reset();
  }
  return (
    <section>
      <p data-testid="link" data-status={status}>
        {status}
      </p>
      <form data-testid="chat-form" onSubmit={send}>
        <input data-testid="peer" value={peer} onChange={(event) => setPeer(event.target.value)} placeholder="对方 ID" />
        <input name="text" data-testid="text" placeholder="消息" />
        <button type="submit">发送</button>
      </form>
      <ul data-testid="messages">
        {messages.map((message) => (
          <li key={message.id} data-testid="message">
            {message.content}
          </li>
        ))}
      </ul>
    </section>
  );
}

function App({ session, chat, me }: { session: Session; chat: ChatClient; me: { id: string; name: string } }) {
  return (
    <ChatProvider client={chat}>
      <p>
        当前用户：<span data-testid="me">{me.id}</span> {me.name}
      </p>
      <Uploads session={session} />
      <Chat chat={chat} />
    </ChatProvider>
  );
}

const session = takeSession();
const root = document.getElementById("root");
if (session && root) {
  const { chat, me } = await startChat(session);
  createRoot(root).render(<App session={session} chat={chat} me={me} />);
} else if (root && location.pathname !== "/login-back") {
  root.textContent = "请先登录";
}
