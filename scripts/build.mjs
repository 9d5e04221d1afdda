#!/usr/bin/env node
// `npm run build`: the storefront's production build (next build), skipped when .next already holds
// a build of the current sources (see lib/build.mjs). `--force` builds anyway.
import { ensureBuild } from './lib/build.mjs';

process.exit((await ensureBuild({ force: process.argv.includes('--force') })) ? 0 : 1);
