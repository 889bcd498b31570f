// `npm run catalog:import -- <folder>`: imports an operator's music into the catalogue.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '~/config';
import { openDatabase } from '~/db/client';
import { mediaDirOf } from '~/media/media-dir';
import { importCatalog } from './import-catalog';
import { formatSummary, progressReporter } from './import-report';

const USAGE = `Usage: npm run catalog:import -- <folder>

Imports every mp3, flac, ogg, m4a and wav file under <folder> (recursively) into the
catalogue, reading title, artist, album, genre, year, track number and cover from the
tags. Uses the server's configuration: DATABASE_URL, or embedded PGlite in DATA_DIR
(stop the server first: embedded PGlite allows one process); audio is copied to
MEDIA_DIR (default <DATA_DIR>/media). Importing the same files again changes nothing.
`;

/** Usage errors exit 2, configuration errors 1; a completed import exits 0. */
function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(args: string[]) {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return;
  }
  if (args.length !== 1)
    fail(
      `${args.length ? 'Expected exactly one folder.' : 'Missing the folder to import.'}\n\n${USAGE}`,
      2,
    );
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory()) fail(`Not a folder: ${folder}`, 2);

  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 1);
    throw err;
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: path.resolve(config.DATA_DIR, 'pglite') },
  );
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
