/** The product's generic platform code, sent as request source until the real one is known. */
export const GENERIC_PLATFORM_CODE = "CIDP";

/** The platform code that the spec special-cases (no party building, no friendly links). */
export const CHANGCHUN_PLATFORM_CODE = "CHANGCHUN";
