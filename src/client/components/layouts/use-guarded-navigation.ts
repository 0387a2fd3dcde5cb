import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/components/ui/use-toast.ts';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { useUser } from '#client/lib/user.ts';
import type { NavItem } from './nav-items.ts';

/** A guest who clicks a protected item is told why and sent to /auth. */
export function useGuardedNavigation() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  return (item: NavItem) => (event: MouseEvent) => {
    if (!item.isProtected || user) return;
    event.preventDefault();
    toast({ title: 'Login Required', description: 'Please log in to access this feature' });
    navigate(authPathWithRedirect(item.to));
  };
}
