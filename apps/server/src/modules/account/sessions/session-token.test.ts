import { describe, expect, it } from 'vitest';
import { sessionTokenOf } from './session-token';

describe('sessionTokenOf', () => {
  it('reads a Bearer header, in any case, with any run of spaces', () => {
    expect(sessionTokenOf({ authorization: 'Bearer abc' })).toBe('abc');
    expect(sessionTokenOf({ authorization: 'bearer   abc' })).toBe('abc');
  });

  it('ignores an authorization header that is not one Bearer token', () => {
    expect(sessionTokenOf({ authorization: 'Basic abc' })).toBeUndefined();
    expect(sessionTokenOf({ authorization: 'Bearer a b' })).toBeUndefined();
    expect(sessionTokenOf({ authorization: 'Bearer ' })).toBeUndefined();
    expect(sessionTokenOf({ authorization: null })).toBeUndefined();
  });

  it('prefers the header to the cookie, and takes the cookie without one', () => {
    expect(sessionTokenOf({ authorization: 'Bearer head', cookie: 'jar' })).toBe('head');
    expect(sessionTokenOf({ authorization: 'Basic x', cookie: 'jar' })).toBe('jar');
    expect(sessionTokenOf({ cookie: 'jar' })).toBe('jar');
  });

  it("reads the socket's ?token= from the URL, decoded", () => {
    expect(sessionTokenOf({ url: '/ws/listening?token=abc' })).toBe('abc');
    expect(sessionTokenOf({ url: '/ws/listening?x=1&token=a%2Db' })).toBe('a-b');
    expect(sessionTokenOf({ url: '/ws/listening' })).toBeUndefined();
    expect(sessionTokenOf({ url: '/ws/listening?other=1' })).toBeUndefined();
  });

  it('finds nothing where nothing was passed', () => {
    expect(sessionTokenOf({})).toBeUndefined();
  });
});
