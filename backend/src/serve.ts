import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type AppConfig, ConfigError, loadConfig } from './config/env';
import { createApp } from './create-app';
import { stopGracefullyOnSignals } from './shutdown';

/** Printed at every start with the Auth emulator: its tokens are unsigned, anyone can write one. */
function emulatorWarning(config: AppConfig): string {
  const loopback = ['127.0.0.1', '::1', 'localhost'].includes(config.host);
  return [
    '',
    '  ************************************************************************************',
    '  *  DEVELOPMENT ONLY: sign-in runs on the Firebase Auth emulator                     *',
    '  ************************************************************************************',
    `  Firebase Auth emulator at http://${config.firebase.emulatorHost} (project ${config.firebase.projectId}).`,
    '  Its tokens are not signed: anyone who can reach this server can sign in as any user of',
    '  the emulator. Never serve real users this way: configure FIREBASE_PROJECT_ID instead.',
    loopback
      ? `  Listening on ${config.host} only (set HOST to change it).`
      : `  Listening on ${config.host} (HOST): other machines can reach this server.`,
    '',
  ].join('\n');
}

/**
 * Starts the server as `npm start` runs it: reads the configuration, builds the application, listens
 * and prints where everything is. Any failure is one clear line and exit code 1. `prepare` may add
 * routes before the server listens (the benchmark's baseline).
 */
export async function serve(prepare?: (app: NestFastifyApplication) => void): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // On stdout: stderr keeps the one line of a failed start.
  if (config.authProvider === 'firebase' && config.firebase.emulatorHost) process.stdout.write(emulatorWarning(config) + '\n');
  let app;
  try {
    app = await createApp(config);
  } catch (error) {
    console.error(`Snipstack could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  prepare?.(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Snipstack could not listen on port ${config.port}: ${(error as Error).message}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  // SIGTERM (docker stop, orchestrators) and SIGINT: no new connections, requests in flight finish
  // (at most 7 s), then the database, Redis and the Firebase app close, and the process exits 0.
  stopGracefullyOnSignals(app);
  const base = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Snipstack is running`,
    `  Site         ${base}`,
    `  Swagger UI   ${base}/api/docs`,
    `  Health       ${base}/api/health`,
    `  Database     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`}`,
    `  Identity     ${config.authProvider === 'builtin' ? `Built-in accounts (mail: ${config.mail.smtpUrl ? 'SMTP' : 'written to the log'})` : config.firebase.emulatorHost ? `Firebase Auth emulator at http://${config.firebase.emulatorHost} (project ${config.firebase.projectId})` : `Firebase project ${config.firebase.projectId}`}`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
