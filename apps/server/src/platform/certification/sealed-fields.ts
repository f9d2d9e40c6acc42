import { createFieldCipher, type FieldCipher } from "../../security/field-cipher.ts";
import type { SealingKeys } from "../../security/sealing-keys.ts";

/**
 * The ciphers of a certification's sealed fields (身份证号, 对公账号), one purpose each so a value
 * sealed as one can never be opened as the other. The routes, the review and the demo seed all
 * open them here, so a purpose is spelt once.
 */
export function certificationCiphers(keys: SealingKeys): { idNumbers: FieldCipher; accounts: FieldCipher } {
  return { idNumbers: createFieldCipher(keys, "id-number"), accounts: createFieldCipher(keys, "bank-account") };
}
