export { buildRegisterPayload, extensionOf, type RegisterPayload } from "./register-payload.ts";
