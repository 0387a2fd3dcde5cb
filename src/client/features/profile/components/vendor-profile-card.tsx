import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';

/**
 * The profile's vendor card (spec part 2 §2). Until the vendor directory lands it is the empty
 * state: no vendor profile yet, and the way to the directory.
 */
export function VendorProfileCard() {
  return (
    <section
      aria-labelledby="vendor-profile-card-title"
      className="grid gap-3 rounded-2xl border border-border bg-card p-5 shadow-xs"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-amber-100 text-amber-900">
          <Store aria-hidden="true" className="size-5" />
        </span>
        <h2 id="vendor-profile-card-title" className="font-display text-h3">
          Vendor profile
        </h2>
      </div>
      <p className="text-muted-foreground text-sm leading-relaxed">
        DJ, caterer, photographer? You don't have a vendor profile yet. See how hosts find vendors in the
        directory.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.vendors}>Explore vendors</Link>
      </Button>
    </section>
  );
}
