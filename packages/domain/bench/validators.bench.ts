// Runs 100,000 fast-check cases through each validator and the storage filter and prints the
// slowest single case, so a pathological input (a regex backtracking on some string) shows up
// as a number. Run on demand: `pnpm bench`. Not part of `pnpm test`.
import fc from "fast-check";
import { validateDownloadSelection } from "../src/files/download.rules.ts";
import { inspectStoredValue } from "../src/storage/storage-filter.ts";
import { bankOfCardNumber, maskBankCardNumber, validateBankCardNumber } from "../src/validation/bank-card.validator.ts";
import { validateCreditCode } from "../src/validation/credit-code.validator.ts";
import { validateIdCardNumber } from "../src/validation/id-card.validator.ts";
import { validatePhone, validatePhoneForCode } from "../src/validation/phone.validator.ts";
import { validateUploadCount, validateUploadFile } from "../src/validation/upload-file.validator.ts";

const CASES = 100_000;

function slowest<T>(name: string, arbitrary: fc.Arbitrary<T>, run: (value: T) => unknown): void {
  let worst = 0;
  let worstInput: T | undefined;
  const started = process.hrtime.bigint();
  fc.assert(
    fc.property(arbitrary, (value) => {
      const t0 = process.hrtime.bigint();
      run(value);
      const ns = Number(process.hrtime.bigint() - t0);
      if (ns > worst) {
        worst = ns;
        worstInput = value;
      }
    }),
    { numRuns: CASES },
  );
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  const shown = JSON.stringify(worstInput)?.slice(0, 40) ?? "";
  console.log(`${name.padEnd(30)} ${CASES} cases in ${totalMs.toFixed(0).padStart(5)} ms, slowest ${(worst / 1000).toFixed(1).padStart(8)} µs  (${shown})`);
}

const text = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: "grapheme", maxLength: 200 }), fc.stringMatching(/^1[3-9]\d{9}$/));
slowest("validatePhone", text, validatePhone);
slowest("validatePhoneForCode", text, validatePhoneForCode);
slowest("validateIdCardNumber", fc.oneof(text, fc.stringMatching(/^\d{17}[\dX]$/)), (value) => validateIdCardNumber(value));
slowest("validateCreditCode", fc.oneof(text, fc.stringMatching(/^[0-9A-HJ-NPQRTUWXY]{18}$/)), validateCreditCode);
slowest("validateBankCardNumber", fc.oneof(text, fc.stringMatching(/^\d{12,19}$/)), validateBankCardNumber);
slowest("bankOfCardNumber", fc.oneof(text, fc.stringMatching(/^\d{12,19}$/)), bankOfCardNumber);
slowest("maskBankCardNumber", text, maskBankCardNumber);
slowest("validateUploadFile", fc.record({ name: text, size: fc.nat({ max: 5e9 }) }), (file) => validateUploadFile(file));
slowest("validateUploadCount", fc.tuple(fc.nat(600), fc.nat(600), fc.nat(600)), ([a, b, c]) => validateUploadCount(a, b, c));
slowest("validateDownloadSelection", fc.array(fc.string(), { maxLength: 20 }), validateDownloadSelection);
slowest("storage filter", fc.oneof(text, fc.json()), inspectStoredValue);
