import { LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { apiFetch, errorMessageOf } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { imagesPaths } from '#shared/api-paths.ts';
import { type GeneratedImageResponse, MAX_UPLOAD_BYTES, type UploadFit } from '#shared/contracts/images.ts';

export const UPLOAD_TOO_LARGE_MESSAGE = 'The image is larger than 5 MB. Choose a smaller file.';
const DEFAULT_HINT = 'JPEG, PNG or WebP, up to 5 MB';

export type ImageUploadProps = {
  /** The visible label of the file input. */
  label: string;
  /** 'photo' fills each stored size (centre crop); 'logo' fits inside it on white. */
  fit: UploadFit;
  /** Called with the stored image's URL (/images/{id}) once the server has it. */
  onUploaded: (imageUrl: string) => void;
  /** The current image: a stored one (/images/…) is previewed beside the input. */
  value?: string;
  previewAlt?: string;
  hint?: string;
  isDisabled?: boolean;
  /** Id for the file input, so a form can focus it; generated when omitted. */
  id?: string;
  className?: string;
};

/**
 * Uploads one picture (JPEG, PNG or WebP up to 5 MB) and hands back its stored URL. The size is
 * checked here to spare a 5 MB round trip; the server still checks the bytes and re-encodes them,
 * and its message is shown when it refuses a file.
 */
export function ImageUpload({
  label,
  fit,
  onUploaded,
  value = '',
  previewAlt = 'Uploaded image preview',
  hint = DEFAULT_HINT,
  isDisabled = false,
  id,
  className,
}: ImageUploadProps) {
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(UPLOAD_TOO_LARGE_MESSAGE);
      return;
    }
    setError(null);
    setIsUploading(true);
    try {
      const { imageUrl } = await apiFetch<GeneratedImageResponse>(imagesPaths.upload(fit), {
        method: 'POST',
        file,
      });
      onUploaded(imageUrl);
    } catch (uploadError) {
      setError(errorMessageOf(uploadError));
    } finally {
      setIsUploading(false);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after an error, or for another slot) fires again.
    event.target.value = '';
    if (file) void upload(file);
  };

  const hasPreview = value.startsWith('/images/');
  return (
    <FormField
      label={label}
      controlId={id}
      error={error}
      className={className}
      hint={
        <span aria-live="polite" className="inline-flex items-center gap-1.5">
          {isUploading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isUploading ? 'Uploading…' : hint}
        </span>
      }
    >
      {(controlProps) => (
        <div className="flex items-center gap-3">
          {hasPreview ? (
            <img
              src={`${value}?size=card`}
              alt={previewAlt}
              className={cn(
                'h-14 w-21 shrink-0 rounded-lg border border-border bg-card',
                fit === 'logo' ? 'object-contain' : 'object-cover',
              )}
            />
          ) : null}
          <Input
            {...controlProps}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={isDisabled || isUploading}
            aria-busy={isUploading || undefined}
            onChange={handleChange}
          />
        </div>
      )}
    </FormField>
  );
}
