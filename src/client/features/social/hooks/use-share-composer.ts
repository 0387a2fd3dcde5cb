import { useCallback, useState } from 'react';
import type { SocialPlatform } from '#shared/constants.ts';
import type { Event } from '#shared/contracts/events.ts';
import { PLATFORMS } from '#shared/lib/share/platforms.ts';
import { buildShareText, nextVariant } from '#shared/lib/share/share-text.ts';

type ComposerState = { platform: SocialPlatform | null; variant: number; message: string };

/**
 * The Share panel's draft: the chosen platform, the template variant and the (editable) message,
 * always within the platform's maxLength.
 */
export function useShareComposer(event: Event, eventUrl: string) {
  const [state, setState] = useState<ComposerState>({ platform: null, variant: 0, message: '' });

  const compose = useCallback(
    (platform: SocialPlatform, variant: number) => ({
      platform,
      variant,
      message: buildShareText(event, platform, { url: eventUrl, variant }),
    }),
    [event, eventUrl],
  );

  /** Picking a platform writes its default text and hashtags. */
  const selectPlatform = useCallback((platform: SocialPlatform) => setState(compose(platform, 0)), [compose]);

  /** The next template: different wording on each press, cycling through the category's set. */
  const regenerate = useCallback(() => {
    setState((current) =>
      current.platform ? compose(current.platform, nextVariant(current.variant, event.category)) : current,
    );
  }, [compose, event.category]);

  const setMessage = useCallback((message: string) => {
    setState((current) =>
      current.platform
        ? { ...current, message: message.slice(0, PLATFORMS[current.platform].maxLength) }
        : current,
    );
  }, []);

  return { ...state, selectPlatform, regenerate, setMessage };
}
