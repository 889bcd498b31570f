import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The audio formats the import reads. */
export const AUDIO_EXTENSIONS = ['.mp3', '.flac', '.ogg', '.m4a', '.wav'] as const;

const isAudio = (name: string) =>
  (AUDIO_EXTENSIONS as readonly string[]).includes(path.extname(name).toLowerCase());

/**
 * Every audio file under `folder`, recursively, sorted so runs are repeatable. Hidden
 * entries (dot files such as macOS `._x.mp3` shadows) and anything under `exclude` are
 * left out; linked files are followed, linked folders are not (no cycles).
 */
export async function findAudioFiles(folder: string, exclude?: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string) => {
    if (exclude && (dir === exclude || dir.startsWith(exclude + path.sep))) return;
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (isAudio(entry.name) && (entry.isFile() || (await isLinkedFile(full))))
        found.push(full);
    }
  };
  await visit(folder);
  return found.sort();
}

async function isLinkedFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
