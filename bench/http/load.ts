import type { Measurement as AnyMeasurement, Route as AnyRoute } from '../lib/load';

/** The routes bench:http measures. */
export type RouteId = 'health' | 'listTracks';
export type Route = AnyRoute<RouteId>;
export type Measurement = AnyMeasurement<RouteId>;

export const ROUTES: readonly Route[] = [
  { id: 'health', method: 'GET', path: '/readyz' },
  {
    id: 'listTracks',
    method: 'POST',
    path: '/rpc/earshot.catalog.v1.CatalogService/ListTracks',
    headers: { 'content-type': 'application/json' },
    body: '{"limit":20}',
  },
];
