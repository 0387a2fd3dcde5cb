import { type ComponentProps, type ReactNode, useState } from 'react';

type ImageWithFallbackProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  /** No address shows the fallback at once. */
  src: string | null | undefined;
  /** What stands in when there is no picture or it fails to load. */
  fallback: ReactNode;
};

/**
 * A picture that gives way to `fallback` when it is missing or fails to load. Loads lazily unless
 * told otherwise; a new `src` gets its own try.
 */
export function ImageWithFallback({ src, fallback, alt = '', ...props }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return fallback;
  return (
    <img loading="lazy" decoding="async" {...props} src={src} alt={alt} onError={() => setFailedSrc(src)} />
  );
}
