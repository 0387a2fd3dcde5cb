import { NavLink } from 'react-router';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';

const LINKS = [
  { to: paths.admin, label: 'Dashboard', end: true },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminEvents, label: 'Events' },
  { to: paths.adminVendors, label: 'Vendors' },
  { to: paths.adminGenerateSampleEvents, label: 'Sample events' },
  { to: paths.adminSettings, label: 'Settings' },
];

/** Moves between the admin pages; scrolls sideways on a phone. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="-mx-1 mb-6 overflow-x-auto">
      <ul className="flex gap-1 px-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-4 text-sm font-medium',
                  isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
