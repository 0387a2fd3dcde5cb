import { ImageWithFallback } from '#client/components/ui/image-with-fallback.tsx';
import { resolveVendorImage } from '../lib/sized-image.ts';

/** The vendor's logo (or picture), else their initials on a brand gradient. */
export function VendorAvatar({
  name,
  logo,
  image,
}: {
  name: string;
  logo: string | null;
  image: string | null;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <ImageWithFallback
      src={resolveVendorImage(logo, image)}
      className="size-12 shrink-0 rounded-xl bg-ink-100 object-cover ring-1 ring-ink-950/5"
      fallback={
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-linear-to-br from-brand-500 to-party-500 font-display font-bold text-white"
        >
          {initials || '?'}
        </span>
      }
    />
  );
}
