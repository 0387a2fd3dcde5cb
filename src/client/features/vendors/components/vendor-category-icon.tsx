import {
  Aperture,
  Balloon,
  Camera,
  ClipboardList,
  Disc3,
  Flower2,
  Footprints,
  Guitar,
  Laugh,
  Lightbulb,
  type LucideIcon,
  Martini,
  Music,
  Palette,
  ShieldCheck,
  Store,
  Tent,
  UtensilsCrossed,
  Video,
  WandSparkles,
} from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import type { VendorCategory } from '#shared/constants.ts';

/** One picture per trade, so a card or tab says its category at a glance. */
export const VENDOR_CATEGORY_ICONS: Record<VendorCategory, LucideIcon> = {
  DJ: Disc3,
  Band: Guitar,
  Musician: Music,
  Catering: UtensilsCrossed,
  Photographer: Camera,
  Videographer: Video,
  'Event Planner': ClipboardList,
  'Party Rentals': Tent,
  'Photo Booth': Aperture,
  Bartender: Martini,
  Magician: WandSparkles,
  'Face Painter': Palette,
  'Balloon Artist': Balloon,
  Clown: Laugh,
  Lighting: Lightbulb,
  Florist: Flower2,
  Dancer: Footprints,
  Security: ShieldCheck,
};

export function VendorCategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = VENDOR_CATEGORY_ICONS[category as VendorCategory] ?? Store;
  return <Icon aria-hidden="true" className={cn('size-4', className)} />;
}
