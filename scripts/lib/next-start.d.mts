/** Types of next-start.mjs, for the TypeScript that calls it (playwright.config.ts). */
export function nextStartArgs(port: number): string[];
