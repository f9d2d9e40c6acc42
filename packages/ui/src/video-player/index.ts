export { VideoPlayer, type VideoPlayerProps, type VideoPositionMoment } from "./video-player.tsx";
