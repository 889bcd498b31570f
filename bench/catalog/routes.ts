import type { Measurement as AnyMeasurement, Route as AnyRoute } from '../lib/load';

/** The RPC routes bench:catalog loads: each call as the web makes it (Connect GET) and by POST. */
export type CallId = 'getTrack' | 'listTracks' | 'trending';
export type RouteId = CallId | `${CallId}Post`;
export type Route = AnyRoute<RouteId>;
export type Measurement = AnyMeasurement<RouteId>;

const RPC = '/rpc/earshot.catalog.v1.CatalogService/';
const JSON_HEADERS = { 'content-type': 'application/json' };

/** A Connect GET: the JSON request in the query, as connect-web's `useHttpGet` sends it. */
export const connectGetPath = (method: string, message: string) =>
  `${RPC}${method}?connect=v1&encoding=json&message=${encodeURIComponent(message)}`;

const CALLS: { id: CallId; method: string; body?: string }[] = [
  // GetTrack's body varies per request: `{"trackId":N}`.
  { id: 'getTrack', method: 'GetTrack' },
  { id: 'listTracks', method: 'ListTracks', body: '{"limit":20}' },
  // Daily, default limit (50).
  { id: 'trending', method: 'GetTrendingTracks', body: '{"periodType":"TRENDING_PERIOD_DAILY"}' },
];

export const ROUTES: readonly Route[] = CALLS.flatMap((call): Route[] => [
  { id: call.id, method: 'GET', path: connectGetPath(call.method, call.body ?? '{}') },
  {
    id: `${call.id}Post`,
    method: 'POST',
    path: `${RPC}${call.method}`,
    headers: JSON_HEADERS,
    ...(call.body ? { body: call.body } : {}),
  },
]);

export const ROUTE_LABEL: Record<RouteId, string> = {
  getTrack: 'GetTrack (random id), GET',
  getTrackPost: 'GetTrack (random id), POST',
  listTracks: 'ListTracks (limit 20), GET',
  listTracksPost: 'ListTracks (limit 20), POST',
  trending: 'GetTrendingTracks (daily, 50), GET',
  trendingPost: 'GetTrendingTracks (daily, 50), POST',
};

/** The path the big WAV file is served at, under the media folder. */
export const AUDIO_REL_PATH = 'bench/long-take.wav';

/** What the bare server answers: captured earshot bodies (fixed ones by URL), and the WAV file. */
export interface BareAnswers {
  /** Fixed answers by path. */
  fixed: Record<string, string>;
  /** GetTrack: its POST path (GET carries the id in the query) and the body per track id. */
  getTrack: { path: string; bodies: Record<string, string> };
  media: { path: string; file: string; readBuffer: number };
}

/** The track ids GetTrack is asked for: `count` ids scattered over 1..tracks. */
export function trackIds(count: number, tracks: number): number[] {
  return Array.from({ length: count }, (_, i) => 1 + ((i * 7919) % tracks));
}
