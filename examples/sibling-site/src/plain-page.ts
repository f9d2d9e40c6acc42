// The same two packages without React: the uploader's and the chat store's own subscriptions.
import { createUploader } from "@cidp/upload";
import { startChat, takeSession, uploadOptions } from "./platform.ts";

const $ = <T extends HTMLElement>(testId: string) => document.querySelector<T>(`[data-testid="${testId}"]`) as T;

const session = takeSession();
if (session) {
  const uploader = createUploader(uploadOptions(session, (text) => console.warn(text)));
  $<HTMLInputElement>("file").addEventListener("change", (event) => uploader.add((event.target as HTMLInputElement).files ?? []));
  uploader.subscribe(() => {
    $("uploads").replaceChildren(
      ...uploader.getSnapshot().items.map((item) => {
        const row = document.createElement("li");
        row.dataset.testid = "upload";
        row.dataset.status = item.status;
        row.dataset.resource = item.resourceId ?? "";
        row.textContent = `${item.name} ${item.progress}%`;
        return row;
      }),
    );
  });

  const { chat, me } = await startChat(session);
  $("me").textContent = me.id;
  // The store is a valtio proxy; a page without a view library can simply redraw when a chat's
  // version counter moves.
  let drawn = "";
  setInterval(() => {
    const peer = $<HTMLInputElement>("peer").value;
    const version = `${peer}:${chat.store.state.chatVersion[peer] ?? 0}:${chat.store.state.chats.length}`;
    if (version === drawn) return;
    drawn = version;
    $("messages").replaceChildren(
      ...(chat.store.state.chatMessage[peer] ?? []).map((message) => {
        const row = document.createElement("li");
        row.dataset.testid = "message";
        row.textContent = message.content;
        return row;
      }),
    );
  }, 100);
  $<HTMLFormElement>("chat-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const peer = $<HTMLInputElement>("peer").value;
    const text = $<HTMLInputElement>("text").value;
    if (!peer || !text) return;
    await chat.open(peer);
    await chat.send(peer, text);
    form.reset();
    $<HTMLInputElement>("peer").value = peer;
  });
}
