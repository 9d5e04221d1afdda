#!/usr/bin/env node
// `npm run dev`: like `npm start`, with `next dev` (hot reload) instead of a production build.
import { runStack } from './lib/stack.mjs';

await runStack('dev');
