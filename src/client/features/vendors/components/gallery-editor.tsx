import { X } from 'lucide-react';
import type { Dispatch, SetStateAction } from 'react';
import { ImageUpload } from '#client/components/image-upload.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { MAX_GALLERY_IMAGES } from '#shared/contracts/vendors.ts';

/**
 * The vendor form's gallery: pictures of past work, uploaded one at a time, up to
 * MAX_GALLERY_IMAGES. Order is upload order; the vendor page shows them the same way.
 */
export function GalleryEditor({
  value,
  onChange,
  error,
  inputId,
}: {
  value: string[];
  /** A state setter: an upload that ends after a removal must add to the list as it is then. */
  onChange: Dispatch<SetStateAction<string[]>>;
  /** The first issue the form or the server found with the gallery. */
  error?: string;
  /** Id for the file input, so the form can focus it on an issue. */
  inputId?: string;
}) {
  const isFull = value.length >= MAX_GALLERY_IMAGES;
  const add = (url: string) =>
    // The same file uploaded twice has the same content id: keep one.
    onChange((gallery) =>
      gallery.length >= MAX_GALLERY_IMAGES || gallery.includes(url) ? gallery : [...gallery, url],
    );

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-display font-bold text-lg">Gallery (optional)</legend>
      <p aria-live="polite" className="text-muted-foreground text-sm">
        {value.length} of {MAX_GALLERY_IMAGES} pictures
      </p>
      {value.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {value.map((url, index) => (
            <li key={`${index}-${url}`} className="relative">
              <img
                src={`${url}?size=card`}
                alt={`Gallery item ${index + 1}`}
                className="aspect-[3/2] w-full rounded-lg border border-border object-cover"
              />
              <Button
                variant="outline"
                size="icon"
                aria-label={`Remove picture ${index + 1}`}
                className="absolute top-1.5 right-1.5 size-8"
                onClick={() => onChange((gallery) => gallery.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">Show hosts your work: add photos of past events.</p>
      )}
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <ImageUpload
        id={inputId}
        label="Add a picture"
        fit="photo"
        onUploaded={add}
        isDisabled={isFull}
        hint={
          isFull
            ? `The gallery is full (${MAX_GALLERY_IMAGES} pictures). Remove one to add another.`
            : 'One at a time: JPEG, PNG or WebP, up to 5 MB'
        }
      />
    </fieldset>
  );
}
