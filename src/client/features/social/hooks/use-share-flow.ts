import { useCallback, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { copyText } from '#client/lib/copy-text.ts';
import type { SocialPlatform } from '#shared/constants.ts';
import type { Event } from '#shared/contracts/events.ts';
import { PLATFORMS } from '#shared/lib/share/platforms.ts';
import { buildShareUrl } from '#shared/lib/share/share-url.ts';
import { useCreateSocialPost } from '../api/create-social-post.ts';
import { describeSaveFailure, describeShareFailure } from '../lib/share-messages.ts';
import { openSharePopup, waitForPopupClose } from '../lib/share-popup.ts';
import { buildShareRecord } from '../lib/share-record.ts';

type FlowOptions = { event: Event; eventUrl: string; siteUrl: string; isSignedIn: boolean };

/**
 * The share flow: a popup to the platform's dialog, a record saved when it closes,
 * and the toasts. Instagram has no dialog: the caption is copied and the user confirms by hand.
 * A guest shares the same way, but nothing is recorded (records belong to an account), so a guest
 * is neither asked to confirm an Instagram post nor told that a record failed.
 */
export function useShareFlow({ event, eventUrl, siteUrl, isSignedIn }: FlowOptions) {
  const createPost = useCreateSocialPost();
  const [sharingPlatform, setSharingPlatform] = useState<SocialPlatform | null>(null);
  const [justShared, setJustShared] = useState<ReadonlySet<SocialPlatform>>(new Set());
  const [instagramCaption, setInstagramCaption] = useState<string | null>(null);

  const markShared = useCallback((platform: SocialPlatform) => {
    setJustShared((current) => new Set([...current, platform]));
  }, []);

  /** Must be called from the click handler itself: the popup opens synchronously. */
  const shareWithPopup = useCallback(
    async (platform: Exclude<SocialPlatform, 'instagram'>, message: string) => {
      const name = PLATFORMS[platform].name;
      let shareUrl: string;
      try {
        shareUrl = buildShareUrl(platform, { url: eventUrl, text: message, title: event.title })!;
        // Facebook and LinkedIn ignore pre-filled text: the message goes to the clipboard to paste.
        // Started before the popup takes focus away (the Clipboard API needs a focused page).
        if (platform !== 'twitter') copyText(message).catch(() => undefined);
        const popup = openSharePopup(shareUrl);
        setSharingPlatform(platform);
        await waitForPopupClose(popup);
      } catch (error) {
        toast(describeShareFailure(platform, error));
        return;
      } finally {
        setSharingPlatform(null);
      }
      if (!isSignedIn) {
        toast({
          title: `${name} share window closed`,
          description: 'Sign in to keep a record of your shares on this event.',
        });
        return;
      }
      try {
        await createPost(
          buildShareRecord({ event, platform, eventUrl, siteUrl, content: message, shareUrl }),
        );
        markShared(platform);
        toast({ title: 'Success', description: `Successfully shared to ${name}`, variant: 'success' });
      } catch (error) {
        toast({
          title: 'Warning',
          description: `Your post was shared to ${name}, but the record could not be saved. ${describeSaveFailure(error)}`,
          variant: 'destructive',
        });
      }
    },
    [createPost, event, eventUrl, siteUrl, markShared, isSignedIn],
  );

  /** Copies the caption (text and hashtags), then asks whether it was posted. */
  const startInstagram = useCallback(
    async (caption: string) => {
      try {
        await copyText(caption);
        toast({
          title: 'Caption copied',
          description: isSignedIn
            ? 'Paste it into your Instagram post, then come back to confirm.'
            : 'Paste it into your Instagram post.',
        });
      } catch {
        toast({
          title: 'Instagram Sharing Failed',
          description: 'Could not copy the caption. Select the message and copy it by hand.',
          variant: 'destructive',
        });
      }
      if (isSignedIn) setInstagramCaption(caption);
    },
    [isSignedIn],
  );

  const cancelInstagram = useCallback(() => setInstagramCaption(null), []);

  /** 'Yes, I posted successfully': records the post (no share_url on this path). */
  const confirmInstagram = useCallback(async () => {
    const caption = instagramCaption ?? '';
    setInstagramCaption(null);
    try {
      await createPost(
        buildShareRecord({ event, platform: 'instagram', eventUrl, siteUrl, content: caption }),
      );
      markShared('instagram');
      toast({ title: 'Success', description: 'Instagram post recorded successfully', variant: 'success' });
    } catch (error) {
      const reason = describeSaveFailure(error).replace(/^Failed to save social post: /, '');
      toast({
        title: 'Warning',
        description: `Failed to record the Instagram post: ${reason}`,
        variant: 'destructive',
      });
    }
  }, [createPost, event, eventUrl, siteUrl, instagramCaption, markShared]);

  return {
    sharingPlatform,
    justShared,
    shareWithPopup,
    startInstagram,
    isInstagramConfirmOpen: instagramCaption !== null,
    cancelInstagram,
    confirmInstagram,
  };
}
