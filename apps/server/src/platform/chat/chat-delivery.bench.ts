// Chat deliveries per second on loopback: one sender, many receiving sockets of the other member,
// on the in-memory database. The server is single-threaded, so the figure is per core.
// Run: pnpm exec tsx src/platform/chat/chat-delivery.bench.ts [messages] [receivers]
import { chatPaths } from "@cidp/api-client/contract";
import { ChatFrameCode } from "@cidp/domain";
import { buildApp } from "../../app.ts";
import { seed } from "../../composition/seed.ts";
import { openDatabase } from "../../db/database.ts";
import { createMemberRepository } from "../member/member.repository.ts";

const messages = Number(process.argv[2] ?? 1_000);
const receivers = Number(process.argv[3] ?? 20);

const database = await openDatabase({ memory: true });
await seed(database.db);
const app = await buildApp({ db: database.db, rateLimit: false });
const base = (await app.listen({ host: "127.0.0.1", port: 0 })).replace(/^http/, "ws");
const members = createMemberRepository(database.db);
const [a, b] = await Promise.all(["13800000001", "13800000002"].map((phone) => members.findByPhone(phone)));
if (!a || !b) throw new Error("demo members missing");
const tokenA = (await app.sessions.createSession(a.id)).token;
const tokenB = (await app.sessions.createSession(b.id)).token;

const open = (token: string, uuid: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${base}${chatPaths.socket}?token=${token}&client=pc&uuid=${uuid}`);
    socket.onopen = () => resolve(socket);
    socket.onerror = reject;
  });

const sender = await open(tokenA, "bench-a");
let delivered = 0;
let acked = 0;
const sockets = await Promise.all(Array.from({ length: receivers }, () => open(tokenB, "bench-b")));
for (const socket of sockets) socket.onmessage = (event) => (JSON.parse(String(event.data)).code === ChatFrameCode.message ? delivered++ : 0);
sender.onmessage = (event) => (JSON.parse(String(event.data)).code === ChatFrameCode.message ? acked++ : 0);

const started = performance.now();
for (let i = 0; i < messages; i++)
  sender.send(JSON.stringify({ code: ChatFrameCode.message, message: { chatId: String(b.id), content: `报价${i}`, clientId: `bench-${i}` } }));
while (delivered < messages * receivers || acked < messages) await new Promise((r) => setTimeout(r, 5));
const seconds = (performance.now() - started) / 1000;
console.log(
  `${messages} messages to ${receivers} sockets: ${delivered} deliveries in ${seconds.toFixed(2)} s = ${Math.round(delivered / seconds).toLocaleString("en")} deliveries/s (${Math.round(messages / seconds)} stored messages/s) on one core, PGlite in memory`,
);
for (const socket of [sender, ...sockets]) socket.close();
await app.close();
await database.close();
