// Every error code the API answers with, once, each with the Dutch sentence a person reads for it.
// The code list (src/shared/errorCodes.ts), the server's response schemas (and so the OpenAPI enum),
// the student app's notifications and the management site's messages all come from here: a code
// cannot exist without its message. `{name}` placeholders are filled by the server, which then sends
// the sentence along as `message` (the class-list checks).
import { GENERAL_ERROR_MESSAGES } from './general';
import { MANAGEMENT_ERROR_MESSAGES } from './management';

// A code in both parts would let one sentence silently replace the other: the typecheck refuses it.
type InBothParts = keyof typeof GENERAL_ERROR_MESSAGES & keyof typeof MANAGEMENT_ERROR_MESSAGES;
const noCodeInBothParts: [InBothParts] extends [never] ? true : InBothParts = true;
void noCodeInBothParts;

/** The one list, in two parts by who can get the code (./general.ts, ./management.ts). */
export const ERROR_MESSAGES = { ...GENERAL_ERROR_MESSAGES, ...MANAGEMENT_ERROR_MESSAGES };
