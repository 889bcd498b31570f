import fc from 'fast-check';
import { asciiText } from '../hostile';
import { rawRequest } from '~/test/raw-http';
import { judgeAnswer } from '../verdict';
import type { Surface } from './surface';

interface MediaInput {
  method: 'GET' | 'HEAD';
  path: string;
  range: string | undefined;
}

/** Path pieces that reach for what lies outside the media folder, and the file that is there. */
const SEGMENTS = [
  '..',
  '%2e%2e',
  '.%2e',
  '%252e%252e',
  '..%2f..',
  '%2f',
  '%5c..',
  '%00',
  'song-0.wav',
  'secret.txt',
  '',
  '.',
];

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
);

const position = fc.oneof(fc.nat(200_000), fc.constantFrom(-1, 2 ** 53, 1e21), fc.constant(''));
const range = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(position, position).map(([a, b]) => `bytes=${a}-${b}`) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(position, position), { minLength: 2, maxLength: 4 })
      .map((rs) => `bytes=${rs.map(([a, b]) => `${a}-${b}`).join(',')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'bytes=-0',
      'bytes=0-',
      'bytes=--1',
      'items=0-1',
      'bytes=99999999999999999999-',
    ),
  },
  { weight: 1, arbitrary: asciiText(30) },
);

/** `/media` paths and Range headers: nothing outside the folder, no 5xx. */
export const mediaSurface: Surface<MediaInput> = {
  name: '/media paths and Range headers',
  share: 0.1,
  checksState: false,
  inputs() {
    return fc.record({
      method: fc.constantFrom<'GET' | 'HEAD'>('GET', 'HEAD'),
      path: fc
        .array(segment, { minLength: 1, maxLength: 5 })
        .map((parts) => `/media/${parts.join('/')}`),
      range: fc.option(range, { nil: undefined }),
    });
  },
  async send(target, input) {
    const answer = await rawRequest(target.baseUrl, {
      method: input.method,
      path: input.path,
      headers: input.range === undefined ? {} : { range: input.range },
    });
    return judgeAnswer(answer);
  },
  show: (input) => `${input.method} ${input.path} range=${input.range ?? '-'}`,
};
