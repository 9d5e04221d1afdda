import { serve } from '@hono/node-server';
import { createApp } from './app';
import { currentIndex } from './catalogue/search-index';
import { loadConfig } from './config';
import { databaseFile, openDatabase } from './db/connection';
import type { Deps } from './deps';
import { systemClock } from './lib/time';
import { seedState, seedUnlessSeeded } from './seed';

async function main() {
  const config = loadConfig();
  const { db, sqlite, close } = openDatabase(databaseFile(config.dataDir));
  const deps: Deps = { db, sqlite, config, clock: systemClock };

  if (seedState(deps) !== 'seeded') {
    console.log(`[provider] ${config.dataDir} is not seeded yet: seeding the catalogue and demo accounts…`);
    await seedUnlessSeeded(deps, { log: (line) => console.log(`[provider] ${line}`) });
  }

  currentIndex(sqlite);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.PROVIDER_HOST || '127.0.0.1' }, (info) => {
    console.log(`[provider] sandbox provider API on ${config.publicUrl}/api (listening on ${info.address}:${info.port})`);
    console.log(`[provider] console: ${config.publicUrl}/sandbox`);
    if (config.adminTokenGenerated) console.log(`[provider] PROVIDER_ADMIN_TOKEN (generated for this run): ${config.adminToken}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[provider] ${signal}: stopping`);
    server.close(() => {
      void close().then(() => process.exit(0));
    });
    // Keep-alive connections would hold close() open; give them a moment, then leave anyway.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  console.error('[provider] failed to start:', err);
  process.exit(1);
});
