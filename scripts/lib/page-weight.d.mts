/** Types of page-weight.mjs, for the TypeScript that calls it (the e2e tests). */
export function firstLoadScripts(html: string, pageUrl: string): string[];
export function firstLoadJs(pageUrl: string): Promise<{ status: number; scripts?: number; rawBytes?: number; gzipBytes?: number }>;
