import fc from 'fast-check';
import { asciiText, edgyInteger, hostileString } from '../hostile';
import { rawRequest } from '~/test/raw-http';
import { describe, judgeAnswer } from '../verdict';
import type { Surface } from './surface';

interface SearchInput {
  path: string;
  address: string;
}

const COLLECTIONS = ['tracks', 'artists', 'albums', 'playlists', 'unified'];
const PARAMS = ['q', 'page', 'per_page', 'sort_by', 'filter_by', 'include_database', 'facet_by'];

/** Values shaped like the grammar's (field, operator, value) and anything else. */
const grammarish = fc
  .tuple(
    fc.constantFrom('genre', 'artist', 'album', 'year', 'duration', '_text_match', 'plays', 'x'),
    fc.constantFrom(':=', ':!=', ':>=', ':<', ':[', ':asc', ':desc', '', '&&', ','),
    fc.oneof(hostileString, fc.constantFrom('`', '`a`', '1..2]', "' or 1=1 --", '2020')),
  )
  .map((parts) => parts.join(''));
const value = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: grammarish },
  { weight: 2, arbitrary: edgyInteger.map(String) },
);
/** Every byte percent-encoded (a lone surrogate becomes U+FFFD's bytes), or bytes that are not UTF-8. */
const encoded = fc.oneof(
  {
    weight: 9,
    arbitrary: value.map((v) =>
      [...Buffer.from(v)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('%ff%fe', '%c3', '%00', '%', '%zz') },
);
const query = fc
  .array(fc.tuple(fc.constantFrom(...PARAMS), encoded), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));

/** GET /search/*: hostile q, paging, sort_by and filter_by; never a 5xx, never a write. */
export const searchSurface: Surface<SearchInput> = {
  name: 'GET /search/{tracks,artists,albums,playlists,unified} parameters',
  share: 0.05,
  checksState: true,
  inputs() {
    return fc.record({
      path: fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .tuple(fc.constantFrom(...COLLECTIONS), query)
            .map(([c, q]) => `/search/${c}?${q}`),
        },
        { weight: 1, arbitrary: asciiText(30).map((raw) => `/search/tracks?${encodeURI(raw)}`) },
      ),
      address: ipv4,
    });
  },
  async send(target, input) {
    const answer = await rawRequest(target.baseUrl, {
      method: 'GET',
      path: input.path,
      headers: { 'x-forwarded-for': input.address },
    });
    return judgeAnswer(answer);
  },
  show: (input) => `GET ${describe(input.path)}`,
};
