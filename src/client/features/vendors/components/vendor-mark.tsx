import { ImageWithFallback } from '#client/components/ui/image-with-fallback.tsx';
import { cn } from '#client/lib/cn.ts';
import { VendorCategoryIcon } from './vendor-category-icon.tsx';

const SIZES = {
  sm: { box: 'size-11 rounded-xl', icon: 'size-5' },
  lg: { box: 'size-14 rounded-2xl', icon: 'size-7' },
} as const;

/**
 * A vendor's logo when it has one (a stored upload at card size, or an outside https address),
 * otherwise its trade's icon; a logo that fails to load falls back to the icon too.
 */
export function VendorMark({
  logo,
  category,
  size = 'sm',
}: {
  logo: string | null;
  category: string;
  size?: keyof typeof SIZES;
}) {
  const src = logo?.startsWith('/images/') ? `${logo}?size=card` : logo?.startsWith('https://') ? logo : null;
  const { box, icon } = SIZES[size];
  return (
    <ImageWithFallback
      src={src}
      className={cn('shrink-0 border border-border bg-white object-contain', box)}
      fallback={
        <span className={cn('grid shrink-0 place-items-center bg-brand-100 text-brand-800', box)}>
          <VendorCategoryIcon category={category} className={icon} />
        </span>
      }
    />
  );
}
