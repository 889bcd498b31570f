import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image';

describe('CoverImage', () => {
  it('shows the image when a URL is given', () => {
    const { container } = render(<CoverImage src="https://img.example/cover.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.example/cover.jpg');
    expect(container.firstElementChild).not.toHaveAttribute('data-fallback');
  });

  it('falls back when the URL is empty', () => {
    const { container } = render(<CoverImage src="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-fallback', 'true');
  });

  it('falls back when the image fails to load', () => {
    const { container } = render(<CoverImage src="https://img.example/missing.jpg" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-fallback', 'true');
  });
});
