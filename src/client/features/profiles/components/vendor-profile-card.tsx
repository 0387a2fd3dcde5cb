import { Pencil, Plus, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import type { Vendor } from '#shared/contracts/vendors.ts';

/**
 * The profile's vendor card: each of the user's vendor profiles with links to its
 * page and its editor, or the way to create the first one.
 */
export function VendorProfileCard({ vendors }: { vendors: Vendor[] | undefined }) {
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
      {vendors && vendors.length > 0 ? (
        <ul className="grid gap-2">
          {vendors.map((vendor) => (
            <li key={vendor.id} className="flex items-center justify-between gap-2">
              <Link to={paths.vendor(vendor.id)} className="min-w-0 truncate font-semibold hover:underline">
                {vendor.name}
              </Link>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.editVendor(vendor.id)} aria-label={`Edit ${vendor.name}`}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm leading-relaxed">
          DJ, caterer, photographer? Create a vendor profile so hosts near you can find and book you.
        </p>
      )}
      <Button asChild variant="outline" size="sm">
        <Link to={paths.newVendor}>
          <Plus aria-hidden="true" className="size-4" />
          Create Vendor Profile
        </Link>
      </Button>
    </section>
  );
}
