import type { Measurement as AnyMeasurement, Route as AnyRoute } from '../lib/load';

/** The RPC routes bench:catalog loads. */
export type RouteId = 'getTrack' | 'listTracks' | 'trending';
export type Route = AnyRoute<RouteId>;
export type Measurement = AnyMeasurement<RouteId>;

const RPC = '/rpc/earshot.catalog.v1.CatalogService/';
const JSON_HEADERS = { 'content-type': 'application/json' };

/** GetTrack's body varies per request: `{"trackId":N}`. */
export const ROUTES: readonly Route[] = [
  { id: 'getTrack', method: 'POST', path: `${RPC}GetTrack`, headers: JSON_HEADERS },
  {
    id: 'listTracks',
    method: 'POST',
    path: `${RPC}ListTracks`,
    headers: JSON_HEADERS,
    body: '{"limit":20}',
  },
  {
    id: 'trending',
    method: 'POST',
    path: `${RPC}GetTrendingTracks`,
    headers: JSON_HEADERS,
    // Daily, default limit (50).
    body: '{"periodType":"TRENDING_PERIOD_DAILY"}',
  },
];

export const ROUTE_LABEL: Record<RouteId, string> = {
  getTrack: 'GetTrack (random id)',
  listTracks: 'ListTracks (limit 20)',
  trending: 'GetTrendingTracks (daily, 50)',
};

/** The path the big WAV file is served at, under the media folder. */
export const AUDIO_REL_PATH = 'bench/long-take.wav';

/** What the bare server answers: captured earshot bodies, and the WAV file. */
export interface BareAnswers {
  /** Fixed answers by path. */
  fixed: Record<string, string>;
  /** GetTrack: its path and the body per track id. */
  getTrack: { path: string; bodies: Record<string, string> };
  media: { path: string; file: string; readBuffer: number };
}

/** The track ids GetTrack is asked for: `count` ids scattered over 1..tracks. */
export function trackIds(count: number, tracks: number): number[] {
  return Array.from({ length: count }, (_, i) => 1 + ((i * 7919) % tracks));
}
