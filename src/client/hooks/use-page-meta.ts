import { useEffect } from 'react';

export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';

export type PageMeta = {
  title: string;
  description?: string;
  /** A path or URL; relative paths are made absolute. Defaults to DEFAULT_SHARE_IMAGE. */
  image?: string | null;
  /** Defaults to the current address. */
  url?: string;
  /** Open Graph type: 'article' on a page about one thing (an event), 'website' elsewhere. */
  type?: 'website' | 'article';
  /** Event pages: where and when (ISO 8601). */
  location?: string | null;
  startTime?: string | null;
};

type Tag = { attribute: 'property' | 'name'; key: string; content: string | null | undefined };

function toAbsolute(value: string): string {
  try {
    return new URL(value, window.location.origin).href;
  } catch {
    return value;
  }
}

function describeTags(meta: PageMeta): Tag[] {
  const image = toAbsolute(meta.image || DEFAULT_SHARE_IMAGE);
  const url = toAbsolute(meta.url ?? window.location.href);
  const property = (key: string, content: string | null | undefined): Tag => ({
    attribute: 'property',
    key,
    content,
  });
  const name = (key: string, content: string | null | undefined): Tag => ({
    attribute: 'name',
    key,
    content,
  });
  return [
    name('description', meta.description),
    property('og:type', meta.type ?? 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:image', image),
    property('og:url', url),
    property('event:location', meta.location),
    property('event:start_time', meta.startTime),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
    name('twitter:image', image),
  ];
}

/** Sets one tag and returns how to put back what was there before. */
function applyTag({ attribute, key, content }: Tag): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = element?.getAttribute('content') ?? null;
  const isCreated = !element;
  if (!content) {
    element?.remove();
    return () => {
      if (element && previous !== null) document.head.append(element);
    };
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
  const current = element;
  return () => {
    if (isCreated) current.remove();
    else if (previous !== null) current.setAttribute('content', previous);
  };
}

/**
 * Sets document.title and the Open Graph / Twitter tags for sharing. Link
 * previews are mostly built from the server-rendered head; this keeps the tags right as the visitor
 * navigates in the browser, and restores the previous ones when the page unmounts.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, url, type, location, startTime } = meta;
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restore = describeTags({ title, description, image, url, type, location, startTime }).map(applyTag);
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description, image, url, type, location, startTime]);
}
