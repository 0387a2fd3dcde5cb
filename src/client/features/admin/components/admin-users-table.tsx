import { Button } from '#client/components/ui/button.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';

/** Users with their admin switch; one's own switch is disabled (the server refuses it too). */
export function AdminUsersTable({ users, currentUserId }: { users: AdminUser[]; currentUserId: number }) {
  const update = useUpdateAdminUser();

  const toggle = async (user: AdminUser, isAdmin: boolean) => {
    try {
      await update.mutateAsync({ id: user.id, isAdmin });
      toast({
        title: isAdmin ? 'Administrator added' : 'Administrator removed',
        description: `${user.name} ${isAdmin ? 'is now' : 'is no longer'} an administrator.`,
        variant: 'success',
      });
    } catch {
      // The shared mutation error path has shown the server's message.
    }
  };

  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-card">
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        const switchId = `admin-switch-${user.id}`;
        return (
          <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium">
                {user.name} {isSelf ? <span className="text-sm text-muted-foreground">(you)</span> : null}
              </p>
              <p className="truncate text-sm text-muted-foreground">
                @{user.username} · {user.email}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <label htmlFor={switchId} className="text-sm">
                Administrator
              </label>
              <Switch
                id={switchId}
                aria-label={`Administrator: ${user.name}`}
                checked={user.isAdmin}
                disabled={isSelf || (update.isPending && update.variables?.id === user.id)}
                title={isSelf ? 'You cannot change your own administrator status.' : undefined}
                onCheckedChange={(checked) => toggle(user, checked)}
              />
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  toast({ title: 'Coming Soon', description: 'User editing will be available soon.' })
                }
              >
                Edit
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
