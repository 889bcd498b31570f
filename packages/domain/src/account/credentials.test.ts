import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkPassword,
  checkSignup,
  checkSignupName,
  normalizeEmail,
} from './credentials';

describe('e-mail', () => {
  it('is lowercased and trimmed', () => {
    expect(normalizeEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it("is required, in the spec's words", () => {
    for (const empty of [undefined, null, '', '   ']) {
      expect(checkEmail(empty)).toEqual({
        field: 'email',
        code: 'email_required',
        message: 'Email is required',
      });
    }
  });

  it('must look like an address', () => {
    for (const bad of [
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'a b@example.com',
      'a@b@c.de',
    ]) {
      expect(checkEmail(bad), bad).toMatchObject({
        code: 'email_invalid',
        message: 'Please enter a valid email address',
      });
    }
    expect(checkEmail(`${'a'.repeat(250)}@x.io`)?.code).toBe('email_invalid');
    for (const good of ['ann@example.com', 'A.N+tag@mail.example.co.uk', ' ann@ex.io ']) {
      expect(checkEmail(good), good).toBeUndefined();
    }
  });
});

describe('password', () => {
  it('answers the first rule broken, in order', () => {
    const cases: [string | undefined, string | undefined][] = [
      [undefined, 'Password is required'],
      ['', 'Password is required'],
      ['Abc1234', 'Password must be at least 8 characters long'],
      ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
      ['abcdefg1', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh', 'Password must contain at least one number'],
      ['Abcdefg1', undefined],
      ['pässWörd9', undefined],
    ];
    for (const [password, message] of cases) {
      expect(checkPassword(password)?.message, String(password)).toBe(message);
    }
  });

  it('carries stable codes', () => {
    expect(checkPassword('short')?.code).toBe('password_too_short');
    expect(checkPassword('ABCDEFG1')?.code).toBe('password_needs_lowercase');
    expect(checkPassword('abcdefg1')?.code).toBe('password_needs_uppercase');
    expect(checkPassword('Abcdefgh')?.code).toBe('password_needs_number');
  });
});

describe('sign-up name', () => {
  it('is optional', () => {
    for (const empty of [undefined, null, '', '   '])
      expect(checkSignupName(empty)).toBeUndefined();
  });

  it('is 2 to 50 characters after trimming, both ends included', () => {
    expect(checkSignupName(' A ')?.message).toBe('Name must be at least 2 characters long');
    expect(checkSignupName(' Al ')).toBeUndefined();
    expect(checkSignupName('x'.repeat(50))).toBeUndefined();
    expect(checkSignupName(`  ${'x'.repeat(50)}  `)).toBeUndefined();
    expect(checkSignupName('x'.repeat(51))?.message).toBe('Name must be less than 50 characters');
  });
});

it('checks a sign-up form field by field in form order', () => {
  expect(checkSignup({ email: '', password: '', name: 'x' })?.field).toBe('email');
  expect(checkSignup({ email: 'a@b.io', password: 'weak', name: 'x' })?.field).toBe('password');
  expect(checkSignup({ email: 'a@b.io', password: 'Strong123', name: 'x' })?.field).toBe('name');
  expect(checkSignup({ email: 'a@b.io', password: 'Strong123', name: null })).toBeUndefined();
});
