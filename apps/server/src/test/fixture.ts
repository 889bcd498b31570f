import type { DescService } from '@bufbuild/protobuf';
import type { Client } from '@connectrpc/connect';
import { afterAll, beforeAll } from 'vitest';
import {
  artistRow,
  insertCatalog,
  trackRow,
  type NewArtist,
  type NewTrack,
} from '~/db/factories/catalog';
import { signUp, type Browser } from './accounts';
import { openListeningSocket, type ListeningSocket } from './listening-socket';
import { rpcClient } from './rpc-client';
import type { TestDatabase } from './test-database';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/** How a client speaks to the server: the browser protocols, as the holder of a token if given. */
export interface RpcOptions {
  token?: string;
  protocol?: 'connect' | 'grpc-web';
}

/** What an account is signed up with: by default `listener<n>@example.com`, no name. */
export interface AccountInput {
  /** The address's start, before the account's number: `<prefix><n>@example.com`. */
  prefix?: string;
  /** The whole address instead. */
  email?: string;
  name?: string;
  password?: string;
  /** The browser to sign up in (it keeps the session cookie). */
  client?: Browser;
}

/** A signed-up, signed-in account of the test server. */
export interface TestAccount {
  id: string;
  user: { id: string };
  email: string;
  token: string;
  /** The browser it signed up in, holding its session cookie. */
  client: Browser;
  /** A typed client of a service as this account. */
  rpc<S extends DescService>(service: S, protocol?: RpcOptions['protocol']): Client<S>;
  /** A listening socket signed in as this account. */
  socket(options?: { origin?: string; claim?: unknown }): Promise<ListeningSocket>;
}

/** The file's test server (usable once its beforeAll ran) and what tests ask of it. */
export interface TestHarness extends TestServer {
  /** A fresh address, numbered in the file: `<prefix><n>@example.com`. */
  address(prefix?: string): string;
  /** A new account; a string is the address's prefix (`<prefix><n>@example.com`). */
  account(input?: string | AccountInput): Promise<TestAccount>;
  /** A typed client of a service, signed out unless a token is given. */
  rpc<S extends DescService>(service: S, options?: RpcOptions): Client<S>;
  /** The native gRPC (h2c) port's `host:port`, opened on a free loopback port at the first ask. */
  grpcAddress(): Promise<string>;
  /** A listening socket, as the holder of `token` (none: signed out). */
  socket(
    token: string | undefined,
    options?: { origin?: string; claim?: unknown },
  ): Promise<ListeningSocket>;
}

/**
 * One test server for the file: started in beforeAll (on PGlite, or on a fresh PostgreSQL
 * database when DATABASE_URL is set), stopped with its database in afterAll. Options that
 * depend on something another hook starts first (a mail server, Redis) may be given as a
 * function, called when the server starts. `hookTimeout`: for a seed that takes long.
 */
export function useTestServer(
  options: TestServerOptions | (() => TestServerOptions) = {},
  hookTimeout?: number,
): TestHarness {
  let started: TestServer | undefined;
  let addresses = 0;
  let grpcListening: Promise<string> | undefined;
  const running = () => {
    if (!started) throw new Error('the test server starts in beforeAll: use it in a test or hook');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(typeof options === 'function' ? options() : options);
  }, hookTimeout);
  afterAll(() => started?.stop());

  const harness: TestHarness = {
    get server() {
      return running().server;
    },
    get database() {
      return running().database;
    },
    get baseUrl() {
      return running().baseUrl;
    },
    stop: () => running().stop(),
    rpc: (service, { token, protocol = 'connect' } = {}) =>
      rpcClient(service, running().baseUrl, protocol, token),
    grpcAddress: () =>
      (grpcListening ??= running()
        .server.grpc.listen(0, '127.0.0.1')
        .then(() => `127.0.0.1:${running().server.grpc.port()}`)),
    socket: (token, socketOptions) => openListeningSocket(running().baseUrl, token, socketOptions),
    address: (prefix = 'listener') => `${prefix}${++addresses}@example.com`,
    async account(given = {}) {
      const input = typeof given === 'string' ? { prefix: given } : given;
      const email = input.email ?? harness.address(input.prefix);
      const signed = await signUp(
        harness,
        { email, name: input.name, password: input.password },
        input.client,
      );
      const { user, token, client } = signed;
      return {
        id: user.id,
        user,
        email,
        token,
        client,
        rpc: (service, protocol) => harness.rpc(service, { token, protocol }),
        socket: (socketOptions) => harness.socket(token, socketOptions),
      };
    },
  };
  return harness;
}

/** A seed of one artist (id 1, or as `artist` says) and these tracks of theirs. */
export function seedTracks(
  tracks: Partial<NewTrack>[],
  artist: Partial<NewArtist> = {},
): (database: TestDatabase) => Promise<void> {
  return ({ db }) =>
    insertCatalog(db, {
      artists: [artistRow({ id: 1, ...artist })],
      tracks: tracks.map((track) => trackRow({ artistId: 1, ...track })),
    });
}
