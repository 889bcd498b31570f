import type { Db } from '~/db/client';
import { createCatalogService } from '~/modules/catalog/catalog.service';
import { createTrackRepo } from '~/modules/catalog/track.repo';

/** Wires repos into services: the only place that knows who needs what. */
export function createServices(db: Db) {
  return {
    catalog: createCatalogService({ tracks: createTrackRepo(db) }),
  };
}

export type Services = ReturnType<typeof createServices>;
