// Child process: the ceiling, a bare node:http server answering the same bytes as earshot.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const health = Buffer.from(process.env.BENCH_HEALTH_BODY ?? '');
const list = Buffer.from(process.env.BENCH_LIST_BODY ?? '');
const LIST_PATH = '/rpc/earshot.catalog.v1.CatalogService/ListTracks';

function send(res: http.ServerResponse, status: number, body: Buffer) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  res.end(body);
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/readyz') return send(res, 200, health);
  if (req.method === 'POST' && req.url === LIST_PATH) {
    // Reads the request body like a real handler would, then answers.
    req.resume();
    req.on('end', () => send(res, 200, list));
    return;
  }
  send(res, 404, Buffer.from('{}'));
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
