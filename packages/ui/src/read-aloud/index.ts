export { ReadAloud, type ReadAloudProps } from "./read-aloud.tsx";
