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

/**
 * Moves between the admin pages. The links wrap onto a second row on a phone rather than
 * scrolling sideways, so every section and the current one (aria-current, filled) stay in view.
 */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="mb-6">
      <ul className="flex flex-wrap gap-1">
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
