export { encodeFrame, type Frame, FrameCode, parseFrame } from "./frame.ts";
