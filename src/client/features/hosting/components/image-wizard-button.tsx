import { WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

export const WIZARD_CREATE_HINT = 'Create the event first to use the advanced image wizard';

/**
 * The Image Wizard entry: disabled with a hint before the event exists, a link to
 * /admin/events/{id}/image for administrators afterwards (the wizard is admin only).
 */
export function ImageWizardButton({ eventId, isAdmin }: { eventId?: number; isAdmin: boolean }) {
  // The wizard is for administrators only: promising it to anyone else ('after creating') would
  // be a promise the next screen breaks, so others do not see it at all.
  if (!isAdmin) return null;
  const isEnabled = eventId !== undefined;
  const hint = eventId === undefined ? WIZARD_CREATE_HINT : null;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-dashed border-input bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-0.5">
        <p className="font-semibold text-sm">Advanced image wizard</p>
        <p id="image-wizard-hint" className="text-muted-foreground text-sm">
          {hint ?? 'Fine-tune style, colors, mood and creativity.'}
        </p>
      </div>
      {isEnabled ? (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.adminEventImage(eventId)}>
            <WandSparkles aria-hidden="true" />
            Image Wizard
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled aria-describedby="image-wizard-hint">
          <WandSparkles aria-hidden="true" />
          Image Wizard
        </Button>
      )}
    </div>
  );
}
