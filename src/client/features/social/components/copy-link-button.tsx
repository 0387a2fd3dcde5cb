import { Check, Link } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCopyFeedback } from '#client/hooks/use-copy-feedback.ts';

/** Copies the event link; the label reads 'Copied!' for 2 seconds. */
export function CopyLinkButton({ url }: { url: string }) {
  const { isCopied, copy } = useCopyFeedback();
  async function handleClick() {
    if (!(await copy(url))) {
      toast({ title: 'Copy failed', description: `Copy the link by hand: ${url}`, variant: 'destructive' });
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={handleClick} aria-live="polite">
      {isCopied ? <Check aria-hidden="true" /> : <Link aria-hidden="true" />}
      {isCopied ? 'Copied!' : 'Copy link'}
    </Button>
  );
}
