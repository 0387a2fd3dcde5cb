import type { VendorService } from '#shared/contracts/vendors.ts';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});

/** "$275" for whole dollars, "$300.50" otherwise. */
function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price.toLocaleString('en-US')}` : dollars.format(price);
}

/** "4 hours", "90 minutes", "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ') || '0 minutes';
}

function noticeText(service: VendorService): string | null {
  const { minimumBookingNoticeDays: min, maximumBookingNoticeDays: max } = service;
  if (min !== null && max !== null) return `Book ${min} to ${max} days ahead`;
  if (min !== null) return `Book at least ${min} ${min === 1 ? 'day' : 'days'} ahead`;
  if (max !== null) return `Book up to ${max} days ahead`;
  return null;
}

/** The vendor's services with price, duration and booking notice. */
export function VendorServices({ services }: { services: VendorService[] }) {
  return (
    <section aria-labelledby="services-title" className="grid gap-3">
      <h2 id="services-title" className="font-display font-bold text-xl">
        Services
      </h2>
      {services.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No services listed yet: contact the vendor for a quote.
        </p>
      ) : (
        <ul className="grid gap-3">
          {services.map((service) => {
            const notice = noticeText(service);
            return (
              <li key={service.id} className="grid gap-1 rounded-xl border border-border bg-card p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{service.name}</h3>
                  <p className="font-bold text-brand-800">{formatPrice(service.price)}</p>
                </div>
                {service.description ? (
                  <p className="text-sm leading-relaxed">{service.description}</p>
                ) : null}
                <p className="text-muted-foreground text-sm">
                  {[service.durationMinutes !== null ? formatDuration(service.durationMinutes) : null, notice]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
