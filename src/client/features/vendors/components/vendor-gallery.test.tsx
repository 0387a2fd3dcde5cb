import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VendorGallery } from './vendor-gallery.tsx';

const stored = (n: number) => `/images/${n.toString(16).padStart(64, '0')}`;

describe('VendorGallery', () => {
  it('shows nothing when the vendor has no pictures', () => {
    const { container } = render(<VendorGallery name="Golden Hour Photo" gallery={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links each lazy card-size thumbnail to the full image, named after the vendor', () => {
    render(<VendorGallery name="Golden Hour Photo" gallery={[stored(1), stored(2)]} />);
    const section = screen.getByRole('region', { name: 'Gallery' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([stored(1), stored(2)]);

    const second = within(links[1]!).getByRole('img', { name: 'Golden Hour Photo, work sample 2 of 2' });
    expect(second).toHaveAttribute('src', `${stored(2)}?size=card`);
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});
