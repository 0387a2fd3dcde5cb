import { Bookmark, CalendarCheck, CalendarDays, MessagesSquare, Star, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionErrorBoundary } from '#client/components/errors/section-error-boundary.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

const triggerClass = 'rounded-xl px-2.5 text-[0.8125rem] sm:rounded-full sm:px-4 sm:text-sm';

function SectionProblem() {
  return (
    <p
      role="alert"
      className="rounded-2xl bg-destructive-subtle px-5 py-4 text-destructive-subtle-foreground"
    >
      This section could not be shown. Please reload the page.
    </p>
  );
}

/** One tab's content; a failing tab shows its own problem, not a blank profile. */
export function ProfileTabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsContent value={value}>
      <SectionErrorBoundary fallback={<SectionProblem />}>{children}</SectionErrorBoundary>
    </TabsContent>
  );
}

/** The profile's tabs, with the bookmark count and the unread quote messages on theirs. */
export function ProfileTabList({
  tab,
  bookmarkCount,
  unreadSent,
  unreadReceived,
}: {
  tab: string;
  bookmarkCount: number;
  unreadSent: number;
  unreadReceived: number;
}) {
  return (
    <TabsList
      aria-label="Profile sections"
      className="grid w-full grid-cols-2 rounded-2xl sm:flex sm:w-fit sm:flex-wrap"
    >
      <TabsTrigger value="events" className={triggerClass}>
        <CalendarDays aria-hidden="true" className="hidden sm:block" />
        My Events
      </TabsTrigger>
      <TabsTrigger value="rsvps" className={triggerClass}>
        <CalendarCheck aria-hidden="true" className="hidden sm:block" />
        My RSVPs
      </TabsTrigger>
      <TabsTrigger value="bookmarks" className={triggerClass}>
        <Bookmark aria-hidden="true" className="hidden sm:block" />
        Bookmarked Events
        <Badge variant={tab === 'bookmarks' ? 'solid' : 'default'} className="px-1.5 py-0 text-[0.6875rem]">
          {bookmarkCount}
        </Badge>
      </TabsTrigger>
      <TabsTrigger value="quotes" className={triggerClass}>
        <MessagesSquare aria-hidden="true" className="hidden sm:block" />
        Quote Requests
        {unreadSent ? (
          <Badge variant="solid" className="px-1.5 py-0 text-[0.6875rem]">
            {unreadSent}
            <span className="sr-only"> unread</span>
          </Badge>
        ) : null}
      </TabsTrigger>
      <TabsTrigger value="vendors" className={triggerClass}>
        <Store aria-hidden="true" className="hidden sm:block" />
        My Vendor Profiles
        {unreadReceived ? (
          <Badge variant="solid" className="px-1.5 py-0 text-[0.6875rem]">
            {unreadReceived}
            <span className="sr-only"> unread</span>
          </Badge>
        ) : null}
      </TabsTrigger>
      <TabsTrigger value="favorites" className={triggerClass}>
        <Star aria-hidden="true" className="hidden sm:block" />
        Favorite Vendors
      </TabsTrigger>
    </TabsList>
  );
}
