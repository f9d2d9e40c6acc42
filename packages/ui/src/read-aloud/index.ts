export { ReadAloud, type ReadAloudProps } from "./read-aloud.tsx";
export { speechChunks } from "./speech-chunks.ts";
