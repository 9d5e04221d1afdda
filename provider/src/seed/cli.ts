import { loadConfig } from '../config';
import { databaseFile, openDatabase } from '../db/connection';
import { systemClock } from '../lib/time';
import { parseSeedArgs, runSeedCommand, SEED_USAGE } from './command';

/** `npm run provider:seed -- --reset [--products N] [--no-images]` */
async function main() {
  let command;
  try {
    command = parseSeedArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    console.error(SEED_USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const { db, sqlite, close } = openDatabase(databaseFile(config.dataDir));
  const log = (line: string) => console.log(`[seed] ${line}`);
  try {
    const started = performance.now();
    const summary = await runSeedCommand({ db, sqlite, config, clock: systemClock }, command, log);
    if (summary) {
      log(`demo accounts: ${summary.demo.buyer.email} (${summary.demo.buyer.buyerId}) and ${summary.demo.company.email} (${summary.demo.company.buyerId})`);
      log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error('[seed] failed:', err);
  process.exit(1);
});
