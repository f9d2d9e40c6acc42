export { Captcha } from "./captcha.constants.ts";
export { type CaptchaChallenge, type CaptchaFailure, type CaptchaService, createCaptchaService } from "./captcha.service.ts";
export { checkTrack, type TrackPoint, type TrackRejection } from "./captcha-track.ts";
export { captchaPaths, captchaRoutes } from "./routes.ts";
