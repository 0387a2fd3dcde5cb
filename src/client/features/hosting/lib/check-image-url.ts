/** The three image URL states; `local` and `remote` are the two kinds of valid. */
export type ImageUrlVerdict = 'local' | 'remote' | 'invalid';

export const IMAGE_URL_MESSAGES = {
  local: 'Local image path is valid',
  remote: 'Image URL is valid',
  invalid: 'Invalid Image URL - The URL provided is not a valid image URL',
} as const satisfies Record<ImageUrlVerdict, string>;

/** How long a remote image may take to load before it counts as not an image. */
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;

/** A path on this site: starts with one slash ('//host' is another site, so it is not local). */
export const isLocalImagePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Loads the URL in an <img> and settles on load, error or timeout, whichever comes first. */
function loadsAsImage(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(ok: boolean) {
      clearTimeout(timer);
      img.onload = null;
      img.onerror = null;
      resolve(ok);
    }
    img.onload = () => finish(true);
    img.onerror = () => finish(false);
    img.src = url;
  });
}

/**
 * The image rule of the edit page: a local path is accepted as is; anything else
 * must be an http(s) URL that really loads as an image.
 */
export async function checkImageUrl(
  value: string,
  timeoutMs: number = IMAGE_LOAD_TIMEOUT_MS,
): Promise<ImageUrlVerdict> {
  const url = value.trim();
  if (isLocalImagePath(url)) return 'local';
  if (!isWebUrl(url)) return 'invalid';
  return (await loadsAsImage(url, timeoutMs)) ? 'remote' : 'invalid';
}
