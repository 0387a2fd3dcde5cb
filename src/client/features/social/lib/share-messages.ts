import { ApiError } from '#client/lib/api-client.ts';
import type { SocialPlatform } from '#shared/constants.ts';
import { PLATFORMS } from '#shared/lib/share/platforms.ts';
import { PopupBlockedError } from './share-popup.ts';

export type ShareToast = { title: string; description: string; variant: 'destructive' };

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const FACEBOOK_CONFIG_MESSAGE =
  "Please ensure your Facebook App is properly configured and set to 'Live' mode in the Facebook Developer Console.";

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : '';
}

/** Why a record failed to save, in one fixed form: 'Failed to save social post: {status text}. {body}'. */
export function describeSaveFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const statusText = STATUS_TEXTS[error.status] ?? `HTTP ${error.status}`;
    return `Failed to save social post: ${statusText}. ${error.serverMessage}`;
  }
  return `Failed to save social post: ${messageOf(error) || 'the network request failed'}.`;
}

/** The toast for a share that failed before anything was posted. */
export function describeShareFailure(platform: SocialPlatform, error: unknown): ShareToast {
  const name = PLATFORMS[platform].name;
  const message = messageOf(error);
  const fallback = `Could not share to ${name}. Please try again.`;
  if (error instanceof PopupBlockedError) {
    return { title: `${name} Sharing Failed`, description: message, variant: 'destructive' };
  }
  if (platform === 'facebook') {
    return /internal app/i.test(message)
      ? {
          title: 'Facebook App Configuration Error',
          description: FACEBOOK_CONFIG_MESSAGE,
          variant: 'destructive',
        }
      : { title: 'Facebook Share Error', description: message || fallback, variant: 'destructive' };
  }
  return {
    title: `${name} Sharing Failed`,
    description: message ? `Failed to share on ${name}: ${message}` : fallback,
    variant: 'destructive',
  };
}
