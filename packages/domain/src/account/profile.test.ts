import { describe, expect, it } from 'vitest';
import { checkImageUrl, checkUsername, normalizeProfileName, normalizeUsername } from './profile';

describe('profile name', () => {
  it('is trimmed with inner spaces collapsed', () => {
    expect(normalizeProfileName('  Ann   \t Lee  ')).toBe('Ann Lee');
  });

  it('is cut at 100 characters', () => {
    expect(normalizeProfileName('x'.repeat(150))).toHaveLength(100);
    expect(normalizeProfileName(`${'x'.repeat(99)} y`)).toBe('x'.repeat(99));
  });
});

describe('username', () => {
  it('is lowercased and trimmed', () => {
    expect(normalizeUsername('  DJ_Ann-1 ')).toBe('dj_ann-1');
  });

  it('is 3 to 30 letters, digits, underscores or hyphens', () => {
    for (const good of ['abc', 'dj_ann-1', 'x'.repeat(30)])
      expect(checkUsername(good)).toBeUndefined();
    for (const bad of ['ab', 'x'.repeat(31), 'ann lee', 'ann.lee', 'Ann', 'änn']) {
      expect(checkUsername(bad), bad).toEqual({
        field: 'username',
        code: 'username_invalid',
        message: 'Username must be 3 to 30 letters, digits, underscores or hyphens',
      });
    }
  });
});

describe('image URL', () => {
  it('must be an absolute http(s) URL', () => {
    for (const good of ['https://cdn.example.com/a.png', 'http://localhost:3000/media/x.jpg?v=1']) {
      expect(checkImageUrl(good), good).toBeUndefined();
    }
    for (const bad of [
      '',
      'cdn.example.com/a.png',
      'javascript:alert(1)',
      'https://',
      'https://a b',
    ]) {
      expect(checkImageUrl(bad)?.code, bad).toBe('image_invalid');
    }
    expect(checkImageUrl(`https://x.io/${'a'.repeat(2048)}`)?.message).toBe(
      'Image must be a valid URL',
    );
  });

  it('names the field it checks', () => {
    expect(checkImageUrl('nope', 'background')?.field).toBe('background');
  });
});
