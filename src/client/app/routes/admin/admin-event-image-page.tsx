import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '#client/components/layouts/app-layout.tsx';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useEvent } from '#client/features/events/api/get-event.ts';
import { useUpdateEvent } from '#client/features/events/api/update-event.ts';
import { useGenerateImageForEvent } from '#client/features/images/api/generate-image-for-event.ts';
import { imageErrorMessage } from '#client/features/images/api/read-image-url.ts';
import {
  type ImageLook,
  ImageOptionsFields,
} from '#client/features/images/components/image-options-fields.tsx';
import { ImagePreview } from '#client/features/images/components/image-preview.tsx';
import { ImageProgress } from '#client/features/images/components/image-progress.tsx';
import { useImageProgress } from '#client/features/images/hooks/use-image-progress.ts';
import { ApiError, errorMessageOf } from '#client/lib/api-client.ts';
import type { Event } from '#shared/contracts/events.ts';
import { IMAGE_DEFAULTS } from '#shared/contracts/images.ts';
import { ImageWizardActions } from './image-wizard-actions.tsx';
import { ImageWizardCreativity } from './image-wizard-creativity.tsx';

const WIZARD_LOOK: ImageLook = {
  style: IMAGE_DEFAULTS.style,
  colorTheme: IMAGE_DEFAULTS.colorTheme,
  mood: IMAGE_DEFAULTS.wizardMood,
};

function parseEventId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /admin/events/{id}/image: the Event Image Wizard, admin only (guarded by the router). */
export function AdminEventImagePage() {
  const id = parseEventId(useParams().id);
  const { data: event, error, isPending } = useEvent(id ?? 0);
  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return <Navigate to={paths.adminEvents} replace />;
  }
  if (error) {
    return (
      <PageShell title="Event Image Wizard" description={errorMessageOf(error, 'Failed to load the event')} />
    );
  }
  if (isPending) return <PageSpinner />;
  return <ImageWizard key={event.id} event={event} />;
}

function ImageWizard({ event }: { event: Event }) {
  const navigate = useNavigate();
  const [look, setLook] = useState<ImageLook>(WIZARD_LOOK);
  const [creativity, setCreativity] = useState<number>(IMAGE_DEFAULTS.creativity);
  const [imageUrl, setImageUrl] = useState(event.image ?? '');
  const generate = useGenerateImageForEvent();
  const update = useUpdateEvent();
  const { progress, start, complete, fail } = useImageProgress();
  const editPath = paths.adminEditEvent(event.id);
  const isBusy = generate.isPending || update.isPending;
  const previewRef = useRef<HTMLDivElement>(null);

  function handleGenerate() {
    start();
    generate.mutate(
      { id: event.id, body: { ...look, creativity } },
      {
        onSuccess: (url) => {
          complete();
          setImageUrl(url);
          // On a phone the preview sits above the options: bring the new image into view.
          previewRef.current?.scrollIntoView?.({ block: 'nearest' });
        },
        onError: (err) => {
          fail();
          toast({ variant: 'destructive', title: 'Error', description: imageErrorMessage(err) });
        },
      },
    );
  }

  function handleDone() {
    update.mutate(
      { id: event.id, body: { image: imageUrl, metaImage: imageUrl } },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Image saved',
            description: `The image of “${event.title}” is updated.`,
          });
          navigate(editPath);
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessageOf(err, 'Failed to update event'),
          }),
      },
    );
  }

  return (
    <PageShell
      title="Event Image Wizard"
      documentTitle={`Image for ${event.title}`}
      description={
        <>
          Generate a new image for <span className="font-semibold text-foreground">{event.title}</span>.
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card className="lg:order-none">
          <CardHeader>
            <CardTitle>Preview</CardTitle>
            <CardDescription>Shown on the event page, in lists and in link previews.</CardDescription>
          </CardHeader>
          <CardContent ref={previewRef} className="scroll-mt-24">
            <ImagePreview
              imageUrl={imageUrl}
              category={event.category}
              isBusy={generate.isPending}
              emptyLabel="No image generated yet"
              showBanner={false}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Options</CardTitle>
            <CardDescription>Drawn from the event's title, description and category.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <ImageOptionsFields value={look} onChange={setLook} isDisabled={isBusy} />
            <ImageWizardCreativity value={creativity} onChange={setCreativity} isDisabled={isBusy} />
            <Button
              size="lg"
              onClick={handleGenerate}
              isLoading={generate.isPending}
              disabled={update.isPending}
            >
              {generate.isPending ? null : <Sparkles aria-hidden="true" />}
              {generate.isPending ? 'Generating…' : 'Generate New Image'}
            </Button>
            <ImageProgress progress={progress} />
          </CardContent>
        </Card>
      </div>

      <ImageWizardActions
        editPath={editPath}
        onDone={handleDone}
        isDoneDisabled={!imageUrl || generate.isPending}
        isSaving={update.isPending}
      />
    </PageShell>
  );
}
