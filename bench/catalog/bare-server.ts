// Child process: the ceiling. A bare node:http server answering the bytes earshot answered
// (captured at the start of the run) and streaming the WAV file with fs.createReadStream.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BareAnswers } from './routes';

const answers = JSON.parse(
  readFileSync(process.env.BENCH_BARE_ANSWERS ?? '', 'utf8'),
) as BareAnswers;
const fixed = new Map(
  Object.entries(answers.fixed).map(([path, body]) => [path, Buffer.from(body)]),
);
const tracks = new Map(
  Object.entries(answers.getTrack.bodies).map(([id, body]) => [Number(id), Buffer.from(body)]),
);
const mediaSize = statSync(answers.media.file).size;
const notFound = Buffer.from('{}');

function send(res: http.ServerResponse, body: Buffer | undefined) {
  res.writeHead(body ? 200 : 404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': (body ?? notFound).length,
  });
  res.end(body ?? notFound);
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === answers.media.path) {
    res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': mediaSize });
    const highWaterMark = answers.media.readBuffer;
    createReadStream(answers.media.file, { highWaterMark }).pipe(res);
    return;
  }
  if (req.method === 'POST' && req.url === answers.getTrack.path) {
    // Reads and parses the request like a real handler would, then answers that track.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { trackId } = JSON.parse(Buffer.concat(chunks).toString()) as { trackId?: number };
      send(res, tracks.get(Number(trackId)));
    });
    return;
  }
  if (req.method === 'GET' && req.url?.startsWith(`${answers.getTrack.path}?`)) {
    // A Connect GET: the request is the query's `message`.
    const message = new URL(req.url, 'http://bare').searchParams.get('message') ?? '{}';
    const { trackId } = JSON.parse(message) as { trackId?: number };
    send(res, tracks.get(Number(trackId)));
    return;
  }
  const body = fixed.get(req.url ?? '');
  req.resume();
  req.on('end', () => send(res, body));
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
