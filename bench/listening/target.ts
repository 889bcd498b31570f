import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port';
import { startServer } from '../lib/children';
import { startNginx } from '../lib/nginx';
import type { Target } from './measure';
import type { Settings } from './settings';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const wsUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/ws/listening`;

/**
 * Starts what the farm runs against: one server, or `settings.instances` of them on the one
 * database (each naming itself `<name>-<n>` on its upgrades) behind nginx, from the repository's
 * config sized by `settings.nginx`. The `order`-th target of a run takes the `order`-th set of
 * ports from BENCH_NGINX_PORT on: the previous target's clients' ports are still in TIME_WAIT
 * towards its own.
 */
export async function startTarget(
  name: string,
  entry: URL,
  env: Record<string, string>,
  settings: Settings,
  scratch: string,
  order: number,
): Promise<Target & { stop(): Promise<void> }> {
  if (settings.instances === 1) {
    const server = await startServer(name, entry, env);
    return { name, servers: [server], wsUrls: [wsUrl(server.baseUrl)], stop: () => server.stop() };
  }
  const names = Array.from({ length: settings.instances }, (_, i) => `${name}-${i + 1}`);
  const servers = await Promise.all(
    names.map((instance) =>
      startServer(instance, entry, {
        ...env,
        BENCH_INSTANCE_NAME: instance,
        BENCH_TRUST_PROXY: '1',
      }),
    ),
  );
  const stopServers = () => Promise.all(servers.map((server) => server.stop()));
  const { workers, ports: count, firstPort, filesPerWorker } = settings.nginx;
  const ports = firstPort
    ? Array.from({ length: count }, (_, i) => firstPort + order * count + i)
    : await Promise.all(Array.from({ length: count }, () => freePort()));
  try {
    const nginx = await startNginx(NGINX, await mkdtemp(path.join(scratch, `${name}-`)), {
      ports,
      upstreams: servers.map((server) => new URL(server.baseUrl).host),
      workers,
      filesPerWorker,
    });
    return {
      name,
      servers,
      wsUrls: ports.map((port) => wsUrl(`http://127.0.0.1:${port}`)),
      nginx,
      stop: async () => {
        await nginx.stop();
        await stopServers();
      },
    };
  } catch (err) {
    await stopServers();
    throw err;
  }
}
