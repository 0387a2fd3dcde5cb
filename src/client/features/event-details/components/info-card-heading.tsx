import type { LucideIcon } from 'lucide-react';

/** The icon-and-label heading the date, location and map cards share. */
export function InfoCardHeading({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <h2 className="flex items-center gap-2.5 font-display text-h3">
      <span className="grid size-9 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      {children}
    </h2>
  );
}
