import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES } from '#shared/lib/event-image.ts';
import { EventCardImage } from './event-card-image.tsx';

const ID = 'c0'.repeat(32);

const imageOf = (container: HTMLElement) => container.querySelector('img');

describe('EventCardImage', () => {
  it("offers a stored poster's WebP widths for the card slot", () => {
    const { container } = render(<EventCardImage image={`/images/${ID}`} category="Concert" />);
    const image = imageOf(container)!;
    expect(image).toHaveAttribute('src', `/images/${ID}`);
    expect(image).toHaveAttribute(
      'srcset',
      `/images/${ID}/social-480.webp 480w, /images/${ID}/social-800.webp 800w, /images/${ID}/social-1200.webp 1200w`,
    );
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
  });

  it("switches to the banner's own srcset when the poster fails to load", () => {
    const { container } = render(<EventCardImage image={`/images/${ID}`} category="Wedding" />);
    fireEvent.error(imageOf(container)!);
    const image = imageOf(container)!;
    expect(image).toHaveAttribute('src', '/banners/wedding.png');
    expect(image.getAttribute('srcset')).toMatch(/^\/banners\/wedding-480\.webp 480w, /);
  });

  it('gives an external picture no srcset, as before', () => {
    const { container } = render(<EventCardImage image="http://cdn.example.com/a.jpg" category="Concert" />);
    const image = imageOf(container)!;
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('loads the first card at once and the others lazily', () => {
    const { container, rerender } = render(
      <EventCardImage image={`/images/${ID}`} category="Concert" isPriority />,
    );
    expect(imageOf(container)).toHaveAttribute('loading', 'eager');
    expect(imageOf(container)).toHaveAttribute('fetchpriority', 'high');
    rerender(<EventCardImage image={`/images/${ID}`} category="Concert" />);
    expect(imageOf(container)).toHaveAttribute('loading', 'lazy');
  });
});
