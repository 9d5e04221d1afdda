import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The storefront's SESSION_SECRET when none is set: 32 random bytes (hex) generated once and kept
 * in `<dataDir>/.session-secret` (mode 0600), so sessions survive restarts.
 */
export function persistentSessionSecret(dataDir) {
  const file = path.join(dataDir, '.session-secret');
  try {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // the mode above only applies when the file is created
  return secret;
}
