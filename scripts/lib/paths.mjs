import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root; every script runs from here so relative settings mean the same everywhere. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A local binary from node_modules/.bin, run directly (not through npx) so signals reach it. */
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
