import { CalendarDays, Store, Tags, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import { useAdminStats } from '#client/features/admin/api/get-admin-stats.ts';
import { AdminNav } from '#client/features/admin/components/admin-nav.tsx';
import { StatCard } from '#client/features/admin/components/stat-card.tsx';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export function AdminDashboardPage() {
  const { data: stats, isPending, isError } = useAdminStats();
  return (
    <PageShell title="Admin Dashboard" description="What is on Confetti right now.">
      <AdminNav />
      {isError ? <p role="alert">The figures could not be loaded. Reload the page to try again.</p> : null}
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : stats ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              title="Total Users"
              value={stats.users.total.toLocaleString()}
              detail={plural(stats.users.admins, 'administrator', 'administrators')}
              icon={Users}
            />
            <StatCard
              title="Total Events"
              value={stats.events.total.toLocaleString()}
              detail={`${stats.events.upcoming.toLocaleString()} upcoming`}
              icon={CalendarDays}
            />
            <StatCard
              title="Categories"
              value={stats.categories.length}
              detail="distinct event categories"
              icon={Tags}
            />
            <StatCard
              title="Vendors"
              value={stats.vendors.total.toLocaleString()}
              detail={`${stats.vendors.verified.toLocaleString()} verified`}
              icon={Store}
            />
          </div>
          {stats.categories.length > 0 ? (
            <section aria-labelledby="categories-heading" className="mt-8">
              <h2 id="categories-heading" className="text-lg font-semibold">
                Events by category
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {stats.categories.map((c) => (
                  <li key={c.category} className="rounded-full bg-muted px-3 py-1 text-sm">
                    {c.category} <span className="font-semibold tabular-nums">{c.count}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
      <div className="mt-8">
        <Link to={paths.adminGenerateSampleEvents} className={buttonVariants()}>
          Generate Sample Events
        </Link>
      </div>
    </PageShell>
  );
}
