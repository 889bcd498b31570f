import path from 'node:path';

/** The media folder: MEDIA_DIR when configured, else `<DATA_DIR>/media`; absolute. */
export function mediaDirOf(config: { DATA_DIR: string; MEDIA_DIR?: string | undefined }): string {
  return path.resolve(config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media'));
}
