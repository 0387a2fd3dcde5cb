import { ArrowLeft, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/** The Event Image Wizard's footer: back to the edit page, or save the image and go there. */
export function ImageWizardActions({
  editPath,
  onDone,
  isDoneDisabled,
  isSaving,
}: {
  editPath: string;
  onDone: () => void;
  isDoneDisabled: boolean;
  isSaving: boolean;
}) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-border border-t pt-6 sm:flex-row sm:justify-end">
      <Button asChild variant="outline" size="lg">
        <Link to={editPath}>
          <ArrowLeft aria-hidden="true" />
          Cancel
        </Link>
      </Button>
      <Button size="lg" onClick={onDone} disabled={isDoneDisabled} isLoading={isSaving}>
        {isSaving ? null : <Check aria-hidden="true" />}
        Done
      </Button>
    </div>
  );
}
