import { LogIn, LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { Separator } from '#client/components/ui/separator.tsx';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '#client/components/ui/sheet.tsx';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { focusBackTo } from '#client/lib/lazy-on-intent.ts';
import { useUser } from '#client/lib/user.ts';
import { adminMenuItems, mainNavItems, type NavItem, userMenuItems } from './nav-items.ts';
import { useGuardedNavigation } from './use-guarded-navigation.ts';
import { useLogOutAction } from './user-menu.tsx';

/**
 * The phone drawer: the same items as the bar and the user menu. Its menu button is in the bar
 * (on the first screen; this code is not), so closing gives the focus back to `trigger`.
 */
export function MobileNavSheet({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const { data: user } = useUser();
  const guard = useGuardedNavigation();
  const logOut = useLogOutAction();
  const close = () => onOpenChange(false);

  const renderItem = (item: NavItem) => (
    <NavLink
      key={item.to}
      to={item.to}
      end={item.to === paths.home || item.to === paths.admin}
      onClick={(event) => {
        guard(item)(event);
        close();
      }}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-medium text-foreground hover:bg-ink-100',
          isActive && 'bg-brand-50 text-brand-700',
        )
      }
    >
      <item.icon className="size-5" aria-hidden="true" />
      {item.label}
    </NavLink>
  );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-80 max-w-[85vw]" onCloseAutoFocus={focusBackTo(trigger)}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Navigate Confetti</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <nav aria-label="Mobile" className="grid gap-1">
            {mainNavItems.filter((i) => !i.isAdminOnly || user?.isAdmin).map(renderItem)}
            <Separator className="my-2" />
            {user ? (
              <>
                {userMenuItems.map(renderItem)}
                {user.isAdmin ? (
                  <>
                    <Separator className="my-2" />
                    <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                      Admin Controls
                    </p>
                    {adminMenuItems.map(renderItem)}
                  </>
                ) : null}
                <Separator className="my-2" />
                <button
                  type="button"
                  onClick={() => {
                    close();
                    logOut();
                  }}
                  className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-left text-base font-medium hover:bg-ink-100"
                >
                  <LogOut className="size-5" aria-hidden="true" />
                  Log out
                </button>
              </>
            ) : (
              renderItem({ label: 'Login', to: paths.auth, icon: LogIn })
            )}
          </nav>
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
