import { Award, BadgeCheck, ShieldCheck, UserCheck, Zap } from 'lucide-react';
import { useState } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';
import type { BadgeKey, VendorBadge } from '#shared/contracts/vendors.ts';

const ICONS: Record<BadgeKey, typeof Award> = {
  verified: BadgeCheck,
  topRated: Award,
  quickResponder: Zap,
  insured: ShieldCheck,
  backgroundChecked: UserCheck,
};

const TONES: Record<BadgeKey, string> = {
  verified: 'bg-sky-100 text-sky-900',
  topRated: 'bg-amber-100 text-amber-900',
  quickResponder: 'bg-emerald-100 text-emerald-900',
  insured: 'bg-violet-100 text-violet-900',
  backgroundChecked: 'bg-slate-100 text-slate-800',
};

/** One badge; its rule shows on hover, on keyboard focus, and on tap (phones have no hover). */
function BadgeChip({ badge }: { badge: VendorBadge }) {
  const [isOpen, setIsOpen] = useState(false);
  const Icon = ICONS[badge.key];
  return (
    <Tooltip open={isOpen} onOpenChange={setIsOpen}>
      <TooltipTrigger asChild>
        <button
          type="button"
          onClick={() => setIsOpen((open) => !open)}
          aria-label={`${badge.label}: ${badge.rule}`}
          className={cn(
            'inline-flex h-7 items-center gap-1 rounded-full px-2.5 font-semibold text-xs',
            TONES[badge.key],
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {badge.label}
        </button>
      </TooltipTrigger>
      <TooltipContent>{badge.rule}</TooltipContent>
    </Tooltip>
  );
}

export function VendorBadges({ badges, className }: { badges: VendorBadge[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Badges">
      {badges.map((badge) => (
        <li key={badge.key}>
          <BadgeChip badge={badge} />
        </li>
      ))}
    </ul>
  );
}
