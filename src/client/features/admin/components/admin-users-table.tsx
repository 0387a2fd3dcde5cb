import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';
import { AdminRow, AdminRowList } from './admin-row.tsx';

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
    <AdminRowList>
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <AdminRow
            key={user.id}
            info={
              <>
                <p className="font-medium">
                  {user.name} {isSelf ? <span className="text-sm text-muted-foreground">(you)</span> : null}
                </p>
                <p className="truncate text-sm text-muted-foreground">
                  @{user.username} · {user.email}
                </p>
              </>
            }
            toggles={[
              {
                id: `admin-switch-${user.id}`,
                label: 'Administrator',
                ariaLabel: `Administrator: ${user.name}`,
                checked: user.isAdmin,
                disabled: isSelf || (update.isPending && update.variables?.id === user.id),
                ...(isSelf ? { title: 'You cannot change your own administrator status.' } : {}),
                onChange: (checked) => toggle(user, checked),
              },
            ]}
          >
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                toast({ title: 'Coming Soon', description: 'User editing will be available soon.' })
              }
            >
              Edit
            </Button>
          </AdminRow>
        );
      })}
    </AdminRowList>
  );
}
