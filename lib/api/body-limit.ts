/**
 * The most of a request body the server reads or keeps. The largest JSON body any form sends is a
 * ticket message (5,000 characters, up to 6 bytes each once escaped) with its subject: 64 kB leaves
 * room, and a client cannot make the server hold more. next.config.ts gives Next the same limit for
 * the bodies it copies for proxy.ts.
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
