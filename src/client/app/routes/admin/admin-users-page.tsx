import { useSearchParams } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAdminUsers } from '#client/features/admin/api/get-admin-users.ts';
import { AdminNav } from '#client/features/admin/components/admin-nav.tsx';
import { AdminUsersTable } from '#client/features/admin/components/admin-users-table.tsx';
import { useDebouncedValue } from '#client/hooks/use-debounced-value.ts';
import { useUser } from '#client/lib/user.ts';

export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = useDebouncedValue(q.trim(), 250);
  const { data, isPending, isError, isFetching } = useAdminUsers(search);
  const { data: me } = useUser();

  return (
    <PageShell title="User Management" description="Find people and choose who administers Confetti.">
      <AdminNav />
      <div className="mb-4 flex items-center gap-3">
        <label htmlFor="user-search" className="sr-only">
          Search users
        </label>
        <Input
          id="user-search"
          type="search"
          placeholder="Search by name, username or email"
          value={q}
          maxLength={100}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          className="max-w-md"
        />
        {isFetching ? <Spinner label="Searching" /> : null}
      </div>
      {isError ? <p role="alert">The users could not be loaded. Reload the page to try again.</p> : null}
      {isPending ? <Spinner label="Loading users" /> : null}
      {data && me ? (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {data.total === 1 ? '1 user' : `${data.total.toLocaleString()} users`}
            {data.hasMore ? ` (showing the newest ${data.users.length}; search to narrow)` : ''}
          </p>
          {data.users.length ? (
            <AdminUsersTable users={data.users} currentUserId={me.id} />
          ) : (
            <p>No users match “{search}”.</p>
          )}
        </>
      ) : null}
    </PageShell>
  );
}
