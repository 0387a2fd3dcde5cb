import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { ClientLazy } from '#client/components/client-lazy.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { lazyOnIntent, useOpenOnPress } from '#client/lib/lazy-on-intent.ts';
import { useUser } from '#client/lib/user.ts';
import { BrandLogo } from './brand-logo.tsx';
import { mainNavItems } from './nav-items.ts';
import { useGuardedNavigation } from './use-guarded-navigation.ts';

// The menus pull in Radix's dropdown and dialog code: the account menu loads after the first
// paint (signed-in visitors only), the phone drawer when the visitor reaches for its button.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const MobileNavSheet = lazyOnIntent(() => import('./mobile-nav.tsx').then((m) => m.MobileNavSheet));
// Signed-in visitors only, and shown only while a quote conversation has unread words.
const QuoteUnreadLink = lazy(() =>
  import('./quote-unread-link.tsx').then((m) => ({ default: m.QuoteUnreadLink })),
);
const avatarPlaceholder = <Skeleton className="size-10 rounded-full" />;

function MobileNavButton() {
  const { isOpen, setIsOpen, wasOpened, trigger, triggerProps } = useOpenOnPress(MobileNavSheet);
  return (
    <>
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" {...triggerProps}>
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={isOpen} onOpenChange={setIsOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}

export function NavBar() {
  const { data: user, isPending } = useUser();
  const guard = useGuardedNavigation();
  const items = mainNavItems.filter((item) => !item.isAdminOnly || user?.isAdmin);
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <MobileNavButton />
        <BrandLogo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === paths.home}
              onClick={guard(item)}
              className={({ isActive }) =>
                cn(
                  'rounded-full px-3.5 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-foreground',
                  isActive && 'bg-brand-50 text-brand-700 hover:bg-brand-100 hover:text-brand-800',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {isPending ? (
            avatarPlaceholder
          ) : user ? (
            <>
              <ClientLazy fallback={null}>
                <QuoteUnreadLink />
              </ClientLazy>
              <ClientLazy fallback={avatarPlaceholder}>
                <UserMenu user={user} />
              </ClientLazy>
            </>
          ) : (
            <Button asChild size="sm">
              <NavLink to={paths.auth}>Login</NavLink>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
