/** The parts of a server-side `ws` socket the chat service uses. */
export interface ServerSocket {
  readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: "message", listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: "pong" | "close", listener: () => void): void;
}

/** One open chat socket of a user on this process. */
export interface HubConnection {
  userId: string;
  uuid: string;
  socket: ServerSocket;
  /** Intervals since the socket last showed life (a pong or any frame). */
  missed: number;
}

/** The chat sockets open on this process, by user. */
export function createChatHub() {
  const byUser = new Map<string, Set<HubConnection>>();
  return {
    add(connection: HubConnection) {
      const set = byUser.get(connection.userId) ?? new Set();
      set.add(connection);
      byUser.set(connection.userId, set);
    },
    remove(connection: HubConnection) {
      const set = byUser.get(connection.userId);
      if (!set) return;
      set.delete(connection);
      if (set.size === 0) byUser.delete(connection.userId);
    },
    of(userId: string): ReadonlySet<HubConnection> {
      return byUser.get(userId) ?? new Set();
    },
    send(userId: string, frame: unknown, except?: (connection: HubConnection) => boolean) {
      const set = byUser.get(userId);
      if (!set) return 0;
      const text = JSON.stringify(frame);
      let sent = 0;
      for (const connection of set) {
        if (except?.(connection) || connection.socket.readyState !== 1) continue;
        connection.socket.send(text);
        sent += 1;
      }
      return sent;
    },
    all(): HubConnection[] {
      return [...byUser.values()].flatMap((set) => [...set]);
    },
    get size() {
      let count = 0;
      for (const set of byUser.values()) count += set.size;
      return count;
    },
  };
}

/** The hub's type. */
export type ChatHub = ReturnType<typeof createChatHub>;
