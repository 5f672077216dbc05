import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { createApp } from '../create-app';
import { APP_CONFIG, type AppConfig, loadConfig } from '../config/env';
import { BuiltinAuthService } from '../modules/auth/builtin/builtin-auth.service';
import { IdentityService } from '../modules/auth/identity.service';
import { UsersService } from '../modules/users/users.service';

const USAGE = `Usage: npm run admin -- <command> <email>
  grant-admin <email>      makes the member of this email an admin
  reset-password <email>   prints a one-time link that sets a new password (built-in accounts or Firebase)`;

export interface AdminResult {
  /** 0 done, 1 refused (no such member), 2 usage. */
  code: number;
  output: string;
}

const isCommand = (args: string[]) => ['grant-admin', 'reset-password'].includes(args[0] ?? '') && !!args[1];

/** One command on an application already built (the tests pass theirs). */
export async function runAdminOn(app: INestApplicationContext, args: string[]): Promise<AdminResult> {
  if (!isCommand(args)) return { code: 2, output: USAGE };
  const [command, email] = args;
  const config = app.get<AppConfig>(APP_CONFIG);
  const users = app.get(UsersService);
  const user = await users.findByEmail(email);
  if (!user) return { code: 1, output: `No member has the email ${email}` };
  if (command === 'grant-admin') {
    await users.grantAdmin(user);
    return { code: 0, output: `${user.username} (${user.email}) is an admin now` };
  }
  const link =
    config.authProvider === 'builtin'
      ? await app.get(BuiltinAuthService).resetLinkFor(user.email)
      : await app.get(IdentityService).passwordResetLink(user.email);
  return { code: 0, output: `One-time link to set a new password for ${user.email} (valid once):\n${link}` };
}

/**
 * The operators' tools for the day the only admin is locked out, on the configured database and
 * provider (the same environment as the server). With the embedded PGlite, stop the server first:
 * one process at a time owns its folder.
 */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<AdminResult> {
  if (!isCommand(args)) return { code: 2, output: USAGE };
  const app = await createApp(loadConfig({ LOG_LEVEL: 'silent', ...env }));
  try {
    return await runAdminOn(app, args);
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  runAdmin(process.argv.slice(2))
    .then(({ code, output }) => {
      (code === 0 ? console.log : console.error)(output);
      process.exitCode = code;
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    });
}
