/** Types of next-start.mjs, for the TypeScript that calls it (playwright.config.ts). */
export const KEEP_ALIVE_TIMEOUT_MS: number;
export function nextStartArgs(port: number): string[];
