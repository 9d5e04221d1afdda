/** The codes mailed to verify an email (contract 2.1, OTP) or to reset a password (the sandbox's) are 6 digits. */
const CODE_LENGTH = 6;

/**
 * What a code field keeps of what was typed or pasted: its first 6 digits. A code selected in the
 * mail often comes with a space or the sentence's full stop, and the code may be grouped ('123 456').
 * No maxLength: the browser would cut the paste to 6 characters before the digits are picked out.
 */
export const mailedCode = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);
