import type { Clock } from '~/clock';

/** What a scenario may use besides the database: where media goes and what time it is. */
export interface SeedContext {
  mediaDir: string;
  clock: Clock;
  onProgress?: (message: string) => void;
}
