import { ChevronDown, ImageOff, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { IMAGE_DEFAULTS } from '#shared/contracts/images.ts';
import { useGenerateEventImage } from '../api/generate-event-image.ts';
import { imageErrorMessage } from '../api/read-image-url.ts';
import { useImageProgress } from '../hooks/use-image-progress.ts';
import { type ImageLook, ImageOptionsFields } from './image-options-fields.tsx';
import { ImagePreview } from './image-preview.tsx';
import { ImageProgress } from './image-progress.tsx';

export type EventImageGeneratorProps = {
  title: string;
  description: string;
  category: string;
  /** The event's image URL; '' when it has none (the category banner is shown). */
  value: string;
  onChange: (imageUrl: string) => void;
};

const CREATE_PAGE_LOOK: ImageLook = {
  style: IMAGE_DEFAULTS.style,
  colorTheme: IMAGE_DEFAULTS.colorTheme,
  mood: IMAGE_DEFAULTS.createMood,
};

/** The create and edit pages' Event Image section: generate a poster from the typed texts. */
export function EventImageGenerator({
  title,
  description,
  category,
  value,
  onChange,
}: EventImageGeneratorProps) {
  const [look, setLook] = useState<ImageLook>(CREATE_PAGE_LOOK);
  const [isCustomizing, setIsCustomizing] = useState(false);
  const optionsId = useId();
  const generate = useGenerateEventImage();
  const { progress, start, complete, fail } = useImageProgress();

  function handleGenerate() {
    if (!title.trim() || !description.trim()) {
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: 'Please provide a title and description first to generate a relevant image.',
      });
      return;
    }
    start();
    generate.mutate(
      { title, description, category, ...look, creativity: IMAGE_DEFAULTS.creativity },
      {
        onSuccess: (imageUrl) => {
          complete();
          onChange(imageUrl);
        },
        onError: (error) => {
          fail();
          toast({ variant: 'destructive', title: 'Error', description: imageErrorMessage(error) });
        },
      },
    );
  }

  return (
    <div className="grid gap-4">
      <ImagePreview
        imageUrl={value}
        category={category}
        isBusy={generate.isPending}
        emptyLabel="Category banner (no image yet)"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={handleGenerate} isLoading={generate.isPending} className="w-full sm:w-auto">
          {generate.isPending ? null : <Sparkles aria-hidden="true" />}
          {generate.isPending ? 'Generating…' : value ? 'Generate New Image' : 'Generate Image'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isCustomizing}
          aria-controls={optionsId}
          onClick={() => setIsCustomizing((open) => !open)}
        >
          Customize
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', isCustomizing && 'rotate-180')}
          />
        </Button>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={generate.isPending}>
            <ImageOff aria-hidden="true" />
            Remove image
          </Button>
        ) : null}
      </div>
      <div id={optionsId} hidden={!isCustomizing} className="grid gap-4 sm:grid-cols-3">
        <ImageOptionsFields value={look} onChange={setLook} isDisabled={generate.isPending} />
      </div>
      <ImageProgress progress={progress} />
    </div>
  );
}
