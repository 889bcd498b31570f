// `npm run operator -- grant|revoke <email>`: gives or takes the operator role (ADR 0028).
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '~/config';
import { openDatabase, type Database } from '~/db/client';
import { DatabaseInUseError } from '~/db/data-dir-lock';
import { COMMAND_LINE } from './audit-log';
import { createGrants, GrantError, type GrantVerb } from './grants';
import { askServer } from './operator-inbox';

const USAGE = `Usage: npm run operator -- grant <email> [--reason <text>]
       npm run operator -- revoke <email> [--reason <text>]

Gives (grant) or takes away (revoke) the operator role of the account with this e-mail: an
operator may use the console at /operator. The account must exist. The change is kept in the
audit log with the reason (a default one when none is given).

Uses the server's configuration: DATABASE_URL, or embedded PGlite in DATA_DIR. When a running
server holds the embedded database, the request goes through it: it is dropped in
<DATA_DIR>/operator/, which the server watches, and its answer is printed here.
`;

/** Usage errors exit 2; a refusal (no such account), a configuration error or no answer 1. */
function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function parse(args: string[]) {
  const [command, ...rest] = args;
  if (command !== 'grant' && command !== 'revoke')
    fail(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE, 2);
  const verb: GrantVerb = command === 'grant' ? 'grant' : 'revoke';
  let reason: string | undefined;
  const emails: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--reason') reason = rest[++i];
    else if (arg.startsWith('--')) fail(`Unknown option: ${arg}\n\n${USAGE}`, 2);
    else emails.push(arg);
  }
  if (emails.length !== 1) fail(`Expected exactly one e-mail.\n\n${USAGE}`, 2);
  if (reason !== undefined && !reason.trim()) fail('The reason may not be empty.', 2);
  return {
    verb: verb,
    email: emails[0]!,
    reason: reason?.trim() ?? `${verb} from the command line`,
  };
}

/** The database when this process may open it; undefined when a running server holds it. */
async function openFree(config: Config): Promise<Database | undefined> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL });
  return openDatabase({
    dataDir: path.resolve(config.DATA_DIR, 'pglite'),
    what: 'npm run operator',
    onStaleLock: () => process.stderr.write('Warning: took over a stale database lock.\n'),
  }).catch((err: unknown) => {
    if (err instanceof DatabaseInUseError) return undefined;
    throw err;
  });
}

async function main(args: string[]) {
  if (args.includes('--help') || args.includes('-h') || args.length === 0) {
    process.stdout.write(USAGE);
    return;
  }
  const request = parse(args);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 1);
    throw err;
  }
  const database = await openFree(config);
  if (!database) {
    const answer = await askServer(path.resolve(config.DATA_DIR, 'operator'), request);
    if (!answer)
      fail(
        'The server holding the database did not answer within 15 s: is it this version, and ' +
          'still running? Nothing was changed.',
        1,
      );
    if (!answer.ok) fail(answer.message, 1);
    process.stdout.write(`${answer.message}\n`);
    return;
  }
  try {
    const outcome = await createGrants(database.db).apply(
      request.verb,
      request.email,
      request.reason,
      COMMAND_LINE,
    );
    process.stdout.write(`${outcome.message}\n`);
  } catch (err) {
    if (err instanceof GrantError) fail(err.message, 1);
    throw err;
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
