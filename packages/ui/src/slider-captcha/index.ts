export { type CaptchaResult, type CaptchaStatus, type CaptchaTrackPoint, SliderCaptcha, type SliderCaptchaProps } from "./slider-captcha.tsx";
