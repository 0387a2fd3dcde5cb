import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE_SIZES } from '#shared/lib/event-image.ts';
import { EventImage } from './event-image.tsx';

const ID = 'e1'.repeat(32);

const imageOf = (container: HTMLElement) => container.querySelector('img');

describe('EventImage', () => {
  it("offers the hero size's WebP widths with the slot's sizes", () => {
    const { container } = render(
      <EventImage src={`/images/${ID}?size=hero`} category="Concert" sizes={HERO_IMAGE_SIZES} />,
    );
    const image = imageOf(container)!;
    expect(image).toHaveAttribute('src', `/images/${ID}?size=hero`);
    expect(image).toHaveAttribute(
      'srcset',
      `/images/${ID}/hero-800.webp 800w, /images/${ID}/hero-1200.webp 1200w, /images/${ID}/hero-1600.webp 1600w`,
    );
    expect(image).toHaveAttribute('sizes', HERO_IMAGE_SIZES);
  });

  it('offers the small card size for a thumbnail', () => {
    const { container } = render(
      <EventImage src={`/images/${ID}?size=card`} category="Concert" sizes="96px" />,
    );
    expect(imageOf(container)).toHaveAttribute(
      'srcset',
      `/images/${ID}/card-300.webp 300w, /images/${ID}/card-600.webp 600w`,
    );
    expect(imageOf(container)).toHaveAttribute('sizes', '96px');
  });

  it('falls back to the banner with its srcset, then to a gradient', () => {
    const { container } = render(<EventImage src={`/images/${ID}?size=hero`} category="Marathon" />);
    fireEvent.error(imageOf(container)!);
    expect(imageOf(container)).toHaveAttribute('src', '/banners/marathon.png');
    expect(imageOf(container)?.getAttribute('srcset')).toMatch(/^\/banners\/marathon-480\.webp 480w, /);
    expect(imageOf(container)).toHaveAttribute('sizes', '100vw');
    fireEvent.error(imageOf(container)!);
    expect(imageOf(container)).toBeNull();
  });

  it('gives an external picture no srcset', () => {
    const { container } = render(<EventImage src="https://cdn.example.com/a.jpg" category="Concert" />);
    expect(imageOf(container)).not.toHaveAttribute('srcset');
  });
});
