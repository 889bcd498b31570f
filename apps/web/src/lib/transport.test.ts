import { createClient, createRouterTransport, type Transport } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { describe, expect, it } from 'vitest';
import { emptyCatalog } from '@/testing/catalog';
import { createLazyTransport } from './transport';

describe('the lazy transport', () => {
  it('loads nothing until the first call, then loads once for every call', async () => {
    let loads = 0;
    const real = createRouterTransport(({ service }) => service(CatalogService, emptyCatalog));
    const transport = createLazyTransport((): Promise<Transport> => {
      loads += 1;
      return Promise.resolve(real);
    });
    expect(loads).toBe(0);
    const client = createClient(CatalogService, transport);
    const [first, second] = await Promise.all([client.listGenres({}), client.listGenres({})]);
    expect(first).toEqual(second);
    await client.listGenres({});
    expect(loads).toBe(1);
  });
});
