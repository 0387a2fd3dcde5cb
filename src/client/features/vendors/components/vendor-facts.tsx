import { Clock, Globe, Mail, MapPin, Phone, Route, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import type { Vendor, VendorSummary } from '#shared/contracts/vendors.ts';
import { responseTimeText } from './response-time-text.ts';

/** How far a vendor goes; unset means the default Near Me radius. */
function travelText(travelDistance: number | null): string {
  return `Travels up to ${travelDistance ?? 50} miles`;
}

type FactsVendor = Pick<
  VendorSummary,
  | 'location'
  | 'distanceMiles'
  | 'travelDistance'
  | 'responseTime'
  | 'measuredResponseMinutes'
  | 'contactEmail'
  | 'contactPhone'
  | 'website'
> &
  Partial<Pick<Vendor, 'socialMedia'>>;

function Fact({ icon, children, className }: { icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <li className={cn('flex min-w-0 items-center gap-2', className)}>
      {icon}
      {children}
    </li>
  );
}

/**
 * A vendor's practical facts, one line each: where it is (and how far from the visitor), how far it
 * travels, how fast it answers, and how to reach it. The card shows email and website; the vendor
 * page (`detailed`) adds the phone and social links.
 */
export function VendorFacts({
  vendor,
  detailed = false,
  className,
}: {
  vendor: FactsVendor;
  detailed?: boolean;
  className?: string;
}) {
  const iconClass = 'size-4 shrink-0 text-muted-foreground';
  const linkClass = 'truncate text-foreground underline-offset-2 hover:underline';
  const social = detailed
    ? Object.entries(vendor.socialMedia ?? {}).filter(([, url]) => /^https?:\/\//i.test(url))
    : [];
  return (
    <ul className={cn('grid gap-1.5 text-sm', className)}>
      <Fact icon={<MapPin aria-hidden="true" className={iconClass} />}>
        <span className="min-w-0 break-words">
          {vendor.location}
          {vendor.distanceMiles !== null ? ` · ${Math.round(vendor.distanceMiles)} mi away` : ''}
        </span>
      </Fact>
      <Fact icon={<Route aria-hidden="true" className={iconClass} />}>
        {travelText(vendor.travelDistance)}
      </Fact>
      {responseTimeText(vendor) ? (
        <Fact icon={<Clock aria-hidden="true" className={iconClass} />}>{responseTimeText(vendor)}</Fact>
      ) : null}
      <Fact icon={<Mail aria-hidden="true" className={iconClass} />}>
        <a href={`mailto:${vendor.contactEmail}`} className={linkClass}>
          {vendor.contactEmail}
        </a>
      </Fact>
      {detailed ? (
        <Fact icon={<Phone aria-hidden="true" className={iconClass} />}>
          <a href={`tel:${vendor.contactPhone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {vendor.contactPhone}
          </a>
        </Fact>
      ) : null}
      {vendor.website ? (
        <Fact icon={<Globe aria-hidden="true" className={iconClass} />}>
          <a href={vendor.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {vendor.website.replace(/^https?:\/\//, '')}
          </a>
        </Fact>
      ) : null}
      {social.map(([platform, url]) => (
        <Fact key={platform} icon={<Share2 aria-hidden="true" className={iconClass} />}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={cn(linkClass, 'capitalize')}>
            {platform}
          </a>
        </Fact>
      ))}
    </ul>
  );
}
