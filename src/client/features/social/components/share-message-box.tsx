import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/cn.ts';

type ShareMessageBoxProps = {
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  onRegenerate: () => void;
};

const formatCount = (n: number) => n.toLocaleString('en-US');

/** The custom message, capped at the platform's maxLength, with a live counter and 'Regenerate'. */
export function ShareMessageBox({ value, maxLength, onChange, onRegenerate }: ShareMessageBoxProps) {
  const id = useId();
  const remaining = maxLength - value.length;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>Your message</Label>
        <Button variant="ghost" size="sm" onClick={onRegenerate}>
          <RefreshCw aria-hidden="true" />
          Regenerate
        </Button>
      </div>
      <Textarea
        id={id}
        value={value}
        maxLength={maxLength}
        rows={7}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        className="max-h-72"
      />
      <p
        id={`${id}-count`}
        aria-live="polite"
        data-testid="message-counter"
        className={cn(
          'text-right text-muted-foreground text-xs tabular-nums',
          remaining <= Math.min(20, maxLength * 0.05) && 'font-semibold text-warning-subtle-foreground',
          remaining === 0 && 'text-destructive',
        )}
      >
        {formatCount(value.length)} / {formatCount(maxLength)}
      </p>
    </div>
  );
}
