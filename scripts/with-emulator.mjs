// Runs a command with the Firebase Auth emulator available: `node scripts/with-emulator.mjs -- cmd args...`.
import { run } from './lib.mjs';
import { startEmulator } from './emulator.mjs';

const separator = process.argv.indexOf('--');
const [command, ...args] = process.argv.slice(separator + 1);
if (separator < 0 || !command) {
  console.error('usage: node scripts/with-emulator.mjs -- <command> [args...]');
  process.exit(2);
}
const emulator = await startEmulator();
let code = 1;
try {
  code = await run(command, args, { env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator.url).host } });
} finally {
  await emulator.stop();
}
process.exit(code);
