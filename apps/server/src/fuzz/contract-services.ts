import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DescMethod, DescService } from '@bufbuild/protobuf';

const GENERATED = fileURLToPath(
  new URL('../../../../packages/contract/src/gen/earshot', import.meta.url),
);

const isService = (value: unknown): value is DescService =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'service';

/** Every service of the generated contract: a service added to `proto/` is fuzzed unasked. */
export async function contractServices(): Promise<DescService[]> {
  const files = (await readdir(GENERATED, { recursive: true }))
    .filter((f) => f.endsWith('_pb.ts'))
    .sort();
  const services: DescService[] = [];
  for (const file of files) {
    const exported = (await import(pathToFileURL(path.join(GENERATED, file)).href)) as Record<
      string,
      unknown
    >;
    services.push(...Object.values(exported).filter(isService));
  }
  return services;
}

/** Every method of those services. */
export async function contractMethods(): Promise<DescMethod[]> {
  return (await contractServices()).flatMap((s) => s.methods);
}
