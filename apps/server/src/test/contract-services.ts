import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DescFile, DescService } from '@bufbuild/protobuf';

const genDir = fileURLToPath(
  new URL('../../../../packages/contract/src/gen/earshot', import.meta.url),
);

const isFile = (value: unknown): value is DescFile =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';

/** Every service the generated contract describes (each `*_pb.ts` under packages/contract). */
export async function contractServices(): Promise<DescService[]> {
  const files = readdirSync(genDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('_pb.ts'),
  );
  const modules = await Promise.all(
    files.map(
      (name) =>
        import(`@earshot/contract/${name.replace(/_pb\.ts$/, '')}`) as Promise<
          Record<string, unknown>
        >,
    ),
  );
  return modules
    .flatMap((exports) => Object.values(exports).filter(isFile))
    .flatMap((file) => file.services);
}
