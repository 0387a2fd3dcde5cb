import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PageMeta, usePageMeta } from './use-page-meta.ts';

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the title and the sharing tags, then puts the old ones back', () => {
    document.title = 'Before';
    const existing = Object.assign(document.createElement('meta'), { content: 'Old title' });
    existing.setAttribute('property', 'og:title');
    document.head.append(existing);

    const { unmount } = render(
      <Page
        title="Sunset Folk Concert"
        description="Songs on the lawn"
        type="article"
        url="https://confetti.example/events/7"
        location="Zilker Park, Austin, TX"
        startTime="2026-12-06T01:00:00.000Z"
      />,
    );
    expect(document.title).toBe('Sunset Folk Concert');
    expect(meta('meta[property="og:title"]')).toBe('Sunset Folk Concert');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/og-image.jpg`);
    expect(meta('meta[property="og:url"]')).toBe('https://confetti.example/events/7');
    expect(meta('meta[property="event:location"]')).toBe('Zilker Park, Austin, TX');
    expect(meta('meta[property="event:start_time"]')).toBe('2026-12-06T01:00:00.000Z');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:description"]')).toBe('Songs on the lawn');

    unmount();
    expect(document.title).toBe('Before');
    expect(meta('meta[property="og:title"]')).toBe('Old title');
    expect(document.head.querySelector('meta[property="event:location"]')).toBeNull();
  });
});
