#!/usr/bin/env node
// Reads the Vite build manifest (dist/.vite/manifest.json) and fails when the first page
// or a lazily loaded chunk is over its budget (ADR 0010). Run after `vite build`:
// `npm run size -w @earshot/web` builds and checks.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Everything the first page loads before any lazy chunk: the entry and its static imports. */
const ENTRY_LIMIT_KB = 150;
/** Any chunk loaded later: a route's body, a slot of the shell, a shared library. */
const CHUNK_LIMIT_KB = 50;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const kb = (bytes) => bytes / 1000;
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;
const show = (bytes) => `${kb(bytes).toFixed(1).padStart(6)} KB`;

/** The manifest keys `key` loads with it: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the manifest has no entry: was the build run with manifest: true?');
const entry = closure(entryKey);

let failed = false;
let entryTotal = 0;
console.log('First page (entry and its static imports), gzipped:');
for (const key of entry) {
  const size = gzipped(manifest[key].file);
  entryTotal += size;
  console.log(`  ${show(size)}  ${manifest[key].file}`);
}
const entryOk = kb(entryTotal) <= ENTRY_LIMIT_KB;
failed ||= !entryOk;
console.log(`  ${show(entryTotal)}  total (limit ${ENTRY_LIMIT_KB} KB)${entryOk ? '' : '  OVER'}`);

console.log(`Lazy chunks, gzipped (limit ${CHUNK_LIMIT_KB} KB each):`);
const lazy = Object.keys(manifest)
  .filter((key) => !entry.has(key) && manifest[key].file.endsWith('.js'))
  .map((key) => ({ key, size: gzipped(manifest[key].file) }))
  .sort((a, b) => b.size - a.size);
for (const { key, size } of lazy) {
  const ok = kb(size) <= CHUNK_LIMIT_KB;
  failed ||= !ok;
  const route = manifest[key].isDynamicEntry ? '' : ' (shared)';
  console.log(`  ${show(size)}  ${manifest[key].file}${route}${ok ? '' : '  OVER'}`);
}

if (failed) {
  console.error('Bundle budget broken: see OVER above (ADR 0010).');
  process.exit(1);
}
