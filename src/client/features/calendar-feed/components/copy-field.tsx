import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useCopyFeedback } from '#client/hooks/use-copy-feedback.ts';

/** A read-only link with a one-click copy ('Copied!' for 2 seconds). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const { isCopied, copy } = useCopyFeedback();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button
          variant="outline"
          size="sm"
          className="h-11"
          onClick={async () => {
            // Where the Clipboard API is unavailable, select the text so Ctrl/Cmd+C works.
            if (!(await copy(value))) document.getElementById(id)?.focus();
          }}
          aria-label={isCopied ? 'Copied!' : `Copy ${label}`}
        >
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
