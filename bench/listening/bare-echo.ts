// Child process: the ceiling. A bare `ws` server on /ws/listening answering every frame with the
// same bytes (a same-size JSON echo), with the same event-loop delay monitor as earshot's.
// Behind a load balancer it names itself on the upgrade (BENCH_INSTANCE_NAME), as earshot does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData } from 'ws';
import { INSTANCE_HEADER } from '../../apps/server/src/http/instance-header';
import './monitor';

const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server, path: '/ws/listening', maxPayload: 4096 });
const instance = process.env.BENCH_INSTANCE_NAME;
if (instance) wss.on('headers', (headers) => headers.push(`${INSTANCE_HEADER}: ${instance}`));
wss.on('connection', (socket) => {
  socket.on('message', (data: RawData, isBinary) => socket.send(data, { binary: isBinary }));
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
const stop = () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
