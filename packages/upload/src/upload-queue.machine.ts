import { assign, emit, enqueueActions, setup, stopChild } from "xstate";
import { type ItemFailure, ItemPhase, type ItemReport, type ItemServices, type ItemView, uploadItemMachine } from "./upload-item.machine.ts";
import { strategyFor } from "./upload-strategy.ts";

/** A failed item kept so the user can retry it (the spec removes it from the list). */
export interface FailedItem {
  id: string;
  name: string;
  size: number;
  failure: ItemFailure;
}

/** Input of the queue. */
export interface QueueInput {
  services: ItemServices;
  /** Items hashing or uploading at once; the rest wait as `queued`. */
  maxConcurrent?: number;
  maxResumes?: number;
}

interface QueueContext {
  services: ItemServices;
  maxConcurrent: number;
  maxResumes: number;
  items: ItemView[];
  files: Record<string, File>;
  failures: FailedItem[];
  started: string[];
}

type QueueEvent =
  | { type: "files.add"; files: { id: string; file: File }[] }
  | { type: "item.cancel"; id: string }
  | { type: "item.retry"; id: string; newId: string }
  | { type: "item.remove"; id: string }
  | ItemReport;

/** What the queue emits for the host to show: a failure's catalogue code and the file's name. */
export type QueueEmitted = { type: "item.failed"; id: string; name: string; failure: ItemFailure } | { type: "item.succeeded"; view: ItemView };

function queuedView(id: string, file: File): ItemView {
  return {
    id,
    name: file.name,
    size: file.size,
    status: "ready",
    phase: ItemPhase.queued,
    progress: 0,
    loaded: 0,
    hashed: 0,
    strategy: strategyFor(file.size),
    md5: null,
    resourceId: null,
    uri: null,
    existed: false,
  };
}

/**
 * The upload queue: spawns one item machine per file (a few at a time), mirrors their views,
 * drops failed items (keeping them for retry) and canceled ones.
 */
export const uploadQueueMachine = setup({
  types: { context: {} as QueueContext, input: {} as QueueInput, events: {} as QueueEvent, emitted: {} as QueueEmitted },
  actors: { item: uploadItemMachine },
  actions: {
    startWaiting: enqueueActions(({ context, enqueue }) => {
      const running = context.items.filter((i) => i.status === "ready" && context.started.includes(i.id)).length;
      const waiting = context.items.filter((i) => i.phase === ItemPhase.queued && !context.started.includes(i.id));
      const starting = waiting.slice(0, Math.max(0, context.maxConcurrent - running));
      for (const item of starting) {
        const file = context.files[item.id];
        if (file) enqueue.spawnChild("item", { id: item.id, input: { id: item.id, file, services: context.services, maxResumes: context.maxResumes } });
      }
      if (starting.length > 0) enqueue.assign({ started: [...context.started, ...starting.map((i) => i.id)] });
    }),
  },
}).createMachine({
  id: "uploadQueue",
  context: ({ input }) => ({
    services: input.services,
    maxConcurrent: input.maxConcurrent ?? 3,
    maxResumes: input.maxResumes ?? 2,
    items: [],
    files: {},
    failures: [],
    started: [],
  }),
  on: {
    "files.add": {
      actions: [
        assign({
          items: ({ context, event }) => [...context.items, ...event.files.map(({ id, file }) => queuedView(id, file))],
          files: ({ context, event }) => ({ ...context.files, ...Object.fromEntries(event.files.map(({ id, file }) => [id, file])) }),
        }),
        "startWaiting",
      ],
    },
    "item.updated": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (!context.items.some((i) => i.id === event.view.id)) return;
        enqueue.assign({ items: context.items.map((i) => (i.id === event.view.id ? event.view : i)) });
        if (event.view.status === "success") {
          enqueue.emit({ type: "item.succeeded", view: event.view });
          enqueue("startWaiting");
        }
      }),
    },
    "item.failed": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const item = context.items.find((i) => i.id === event.id);
        if (!item) return;
        enqueue.assign({
          items: context.items.filter((i) => i.id !== event.id),
          failures: [...context.failures, { id: item.id, name: item.name, size: item.size, failure: event.failure }],
          started: context.started.filter((id) => id !== event.id),
        });
        enqueue(emit({ type: "item.failed", id: item.id, name: item.name, failure: event.failure }));
        enqueue("startWaiting");
      }),
    },
    "item.cancel": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.started.includes(event.id)) enqueue.sendTo(event.id, { type: "item.cancel" });
        enqueue.assign({
          items: context.items.filter((i) => i.id !== event.id),
          started: context.started.filter((id) => id !== event.id),
          failures: context.failures.filter((f) => f.id !== event.id),
        });
        if (!context.started.includes(event.id)) {
          const { [event.id]: _dropped, ...files } = context.files;
          enqueue.assign({ files });
        }
        enqueue("startWaiting");
      }),
    },
    "item.canceled": {
      actions: [
        stopChild(({ event }) => event.id),
        assign({ files: ({ context, event }) => Object.fromEntries(Object.entries(context.files).filter(([id]) => id !== event.id)) }),
      ],
    },
    "item.remove": {
      actions: assign({
        items: ({ context, event }) => context.items.filter((i) => !(i.id === event.id && i.status === "success")),
        failures: ({ context, event }) => context.failures.filter((f) => f.id !== event.id),
      }),
    },
    "item.retry": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const failed = context.failures.find((f) => f.id === event.id);
        const file = context.files[event.id];
        if (!failed || !file) return;
        const { [event.id]: _old, ...files } = context.files;
        enqueue.assign({
          failures: context.failures.filter((f) => f.id !== event.id),
          items: [...context.items, queuedView(event.newId, file)],
          files: { ...files, [event.newId]: file },
        });
        enqueue("startWaiting");
      }),
    },
  },
});
