// The strategy rule of spec §7 is the domain's; the engine keeps its names for it.
export { UploadStrategy, uploadStrategy as strategyFor } from "@cidp/domain";
