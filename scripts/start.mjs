#!/usr/bin/env node
// `npm start`: the sandbox provider (seeded on first start) and the storefront's production build
// (built first when the sources changed), both stopped by Ctrl-C. Settings: README, "Settings".
import { runStack } from './lib/stack.mjs';

await runStack('start');
