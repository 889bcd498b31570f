// `npm run catalog:import -- <folder>`: imports an operator's music into the catalogue.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '~/config';
import { openDatabase } from '~/db/client';
import { DatabaseInUseError } from '~/db/data-dir-lock';
import { mediaDirOf } from '~/media/media-dir';
import { importCatalog } from './import-catalog';
import { dropIntoInbox } from './import-inbox';
import { formatSummary, progressReporter } from './import-report';

const USAGE = `Usage: npm run catalog:import -- <folder>
       npm run catalog:import -- --via-server <folder>

Imports every mp3, flac, ogg, m4a and wav file under <folder> (recursively) into the
catalogue, reading title, artist, album, genre, year, track number and cover from the
tags. Uses the server's configuration: DATABASE_URL, or embedded PGlite in DATA_DIR;
audio is copied to MEDIA_DIR (default <DATA_DIR>/media). Importing the same files again
changes nothing.

A server running on the embedded database holds DATA_DIR, and this command then refuses.
--via-server hands the folder to the server instead: it is copied into <DATA_DIR>/import/,
which the server watches; progress shows in the server's log and the report lands in
<DATA_DIR>/import/done/. Works with DATABASE_URL too.
`;

/** Usage errors exit 2, configuration errors and a database in use 1; a completed import exits 0. */
function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(args: string[]) {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return;
  }
  const viaServer = args.includes('--via-server');
  const unknown = args.find((arg) => arg.startsWith('--') && arg !== '--via-server');
  if (unknown) fail(`Unknown option: ${unknown}\n\n${USAGE}`, 2);
  const folders = args.filter((arg) => !arg.startsWith('--'));
  if (folders.length !== 1)
    fail(
      `${folders.length ? 'Expected exactly one folder.' : 'Missing the folder to import.'}\n\n${USAGE}`,
      2,
    );
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), folders[0]!);
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory()) fail(`Not a folder: ${folder}`, 2);

  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 1);
    throw err;
  }
  if (viaServer) {
    const inbox = path.resolve(config.DATA_DIR, 'import');
    const dropped = await dropIntoInbox(folder, inbox);
    process.stdout.write(
      `Copied ${folder} to ${dropped}.\nThe server imports it (at once if it runs, else when it ` +
        `starts): progress in its log, the report in ${path.join(inbox, 'done')}/.\n`,
    );
    return;
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : {
          dataDir: path.resolve(config.DATA_DIR, 'pglite'),
          what: `catalog:import of ${folder}`,
          onStaleLock: (holder) =>
            process.stderr.write(
              `Warning: took over the database lock of pid ${holder?.pid ?? '?'}, which is gone ` +
                `(it did not stop cleanly).\n`,
            ),
        },
  ).catch((err: unknown) => {
    if (err instanceof DatabaseInUseError) fail(err.message, 1);
    throw err;
  });
  const mediaDir = mediaDirOf(config);
  process.stderr.write(`Importing ${folder} into ${database.kind} (media in ${mediaDir})\n`);
  const started = performance.now();
  try {
    const summary = await importCatalog(database.db, mediaDir, folder, {
      onProgress: progressReporter((line) => process.stderr.write(line)),
    });
    process.stdout.write(formatSummary(summary, (performance.now() - started) / 1000));
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
