import { REASONS } from '@earshot/wire';
import type { RawAnswer } from '~/test/raw-http';

/** What no answer may ever contain: the file kept beside the media folder. */
export const SECRET = 'FUZZ-SECRET-3f9c1a: never served';

/** What one input did: refused or taken, and anything wrong with the answer. */
export interface Verdict {
  rejected: boolean;
  problems: string[];
}

/** Text a user must never see: parser, database or runtime internals, or a file outside /media. */
const LEAKS = [
  'premature EOF',
  'parse binary',
  'cannot decode',
  'invalid wire type',
  'Unexpected token',
  'in JSON at position',
  'syntax error',
  'violates',
  'duplicate key',
  'relation "',
  'PGlite',
  'node_modules',
  '    at ',
  SECRET,
];

/** gRPC status codes that mean the server failed (internal, unknown, data loss). */
const GRPC_SERVER_FAULTS = new Set(['2', '13', '15']);

function grpcStatus(answer: RawAnswer): string | undefined {
  const header = answer.headers['grpc-status'];
  if (typeof header === 'string') return header;
  return /grpc-status:\s*(\d+)/.exec(answer.body.toString('latin1'))?.[1];
}

/** 503s the product means: a sign-in method this server was not configured with. */
const DELIBERATE_503 = new Set<string>([REASONS.googleUnavailable]);

function isDeliberate503(answer: RawAnswer): boolean {
  if (answer.status !== 503) return false;
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { code?: unknown };
    return typeof body.code === 'string' && DELIBERATE_503.has(body.code);
  } catch {
    return false;
  }
}

/** Judges an HTTP answer: no 5xx, no leak; rejected when it is 4xx or a non-OK gRPC status. */
export function judgeAnswer(answer: RawAnswer): Verdict {
  const problems: string[] = [];
  if (answer.status >= 500 && !isDeliberate503(answer)) problems.push(`HTTP ${answer.status}`);
  const grpc = grpcStatus(answer);
  if (grpc && GRPC_SERVER_FAULTS.has(grpc)) problems.push(`grpc-status ${grpc}`);
  const text = answer.body.toString('utf8');
  for (const leak of LEAKS) {
    if (text.includes(leak)) problems.push(`answer leaks ${JSON.stringify(leak)}`);
  }
  return { rejected: answer.status >= 400 || (grpc !== undefined && grpc !== '0'), problems };
}

/** A short, printable description of an input for a finding. */
export function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (text ?? String(value)).slice(0, 300);
}
