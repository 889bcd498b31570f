import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { statusText } from './error-text';

describe('statusText', () => {
  it.each([
    [Code.NotFound, 'The requested resource was not found.'],
    [Code.Unauthenticated, 'Authentication required. Please sign in.'],
    [Code.PermissionDenied, 'Access denied. You do not have permission to perform this action.'],
    [Code.ResourceExhausted, 'Too many requests. Please try again later.'],
    [Code.Unavailable, 'Service temporarily unavailable. Please try again later.'],
    [Code.InvalidArgument, 'Invalid request.'],
    [Code.AlreadyExists, 'Conflict.'],
    [Code.FailedPrecondition, 'Conflict.'],
    [Code.Internal, 'Server error. Please try again later.'],
  ])('reads Connect code %s as the spec text', (code, text) => {
    expect(statusText(new ConnectError('x', code))).toBe(text);
  });

  it('reads a plain error as a server error', () => {
    expect(statusText(new Error('boom'))).toBe('Server error. Please try again later.');
  });
});
