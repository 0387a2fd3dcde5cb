import { useQuery } from '@tanstack/react-query';
import { Bookmark, CalendarCheck, CalendarDays, MessagesSquare, Star, Store } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SectionErrorBoundary } from '#client/components/errors/section-error-boundary.tsx';
import { PageSpinner } from '#client/components/layouts/app-layout.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useUpdateUser } from '#client/features/auth/api/update-user.ts';
import { useBookmarks } from '#client/features/bookmarks/api/get-bookmarks.ts';
import { locationQueryOptions } from '#client/features/location/api/get-location.ts';
import { EditProfileDialog } from '#client/features/profiles/components/edit-profile-dialog.tsx';
import { ProfileCard } from '#client/features/profiles/components/profile-card.tsx';
import { VendorProfileCard } from '#client/features/profiles/components/vendor-profile-card.tsx';
import { pickProfilePlace } from '#client/features/profiles/lib/profile-place.ts';
import { MyRsvpsList } from '#client/features/rsvp/components/my-rsvps-list.tsx';
import { useMyVendors } from '#client/features/vendors/api/get-my-vendors.ts';
import { usePageTitle } from '#client/hooks/use-page-title.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { useQuoteUnreadCount } from '#client/lib/quote-unread.ts';
import { useUser } from '#client/lib/user.ts';
import type { UpdateUserBody } from '#shared/contracts/auth.ts';
import { BookmarkedEventsTab } from './bookmarked-events-tab.tsx';
import { MyEventsTab } from './my-events-tab.tsx';
import { QuoteRequestsTab } from './quote-requests-tab.tsx';
import { FavoriteVendorsTab, MyVendorsTab } from './vendor-tabs.tsx';

const TABS = ['events', 'rsvps', 'bookmarks', 'quotes', 'vendors', 'favorites'] as const;
type ProfileTab = (typeof TABS)[number];
const isProfileTab = (value: string | null): value is ProfileTab => TABS.includes(value as ProfileTab);

// Two by two on phones, so every tab shows without scrolling sideways.
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

/** /profile: who I am, my events, bookmarks, quote requests and vendors. Tab in ?tab=. */
export function ProfilePage() {
  const { data: user } = useUser();
  const hasOwnPlace = Boolean(user?.city);
  // GET /api/location only when the profile has no city of its own.
  const visitor = useQuery({ ...locationQueryOptions(), enabled: Boolean(user) && !hasOwnPlace });
  const updateUser = useUpdateUser();
  const bookmarks = useBookmarks(true);
  const myVendors = useMyVendors();
  const unread = useQuoteUnreadCount(Boolean(user));
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: ProfileTab = isProfileTab(tabParam) ? tabParam : 'events';
  usePageTitle('Your profile');

  if (!user) return <PageSpinner />;
  const place = pickProfilePlace(user, hasOwnPlace ? undefined : visitor.data);

  async function saveProfile(body: UpdateUserBody) {
    try {
      await updateUser.mutateAsync(body);
      toast({ title: 'Success', description: 'Profile updated successfully', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Update failed',
        description: errorMessageOf(error, 'Failed to update profile. Please try again.'),
        variant: 'destructive',
      });
      throw error;
    }
  }

  function changeTab(next: string) {
    setSearchParams(
      (params) => {
        if (next === 'events') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  }

  return (
    // Phones: profile, tabs, then the vendor card. Wide screens: profile and vendor card on the left.
    <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <ProfileCard
        user={user}
        place={place}
        action={<EditProfileDialog user={user} onSave={saveProfile} />}
      />

      <Tabs
        value={tab}
        onValueChange={changeTab}
        className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
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
            <Badge
              variant={tab === 'bookmarks' ? 'solid' : 'default'}
              className="px-1.5 py-0 text-[0.6875rem]"
            >
              {bookmarks.data?.length ?? 0}
            </Badge>
          </TabsTrigger>
          <TabsTrigger value="quotes" className={triggerClass}>
            <MessagesSquare aria-hidden="true" className="hidden sm:block" />
            Quote Requests
            {unread.data?.sent ? (
              <Badge variant="solid" className="px-1.5 py-0 text-[0.6875rem]">
                {unread.data.sent}
                <span className="sr-only"> unread</span>
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="vendors" className={triggerClass}>
            <Store aria-hidden="true" className="hidden sm:block" />
            My Vendor Profiles
            {unread.data?.received ? (
              <Badge variant="solid" className="px-1.5 py-0 text-[0.6875rem]">
                {unread.data.received}
                <span className="sr-only"> unread</span>
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="favorites" className={triggerClass}>
            <Star aria-hidden="true" className="hidden sm:block" />
            Favorite Vendors
          </TabsTrigger>
        </TabsList>
        <TabsContent value="events">
          <SectionErrorBoundary fallback={<SectionProblem />}>
            <MyEventsTab />
          </SectionErrorBoundary>
        </TabsContent>
        <TabsContent value="rsvps">
          <SectionErrorBoundary fallback={<SectionProblem />}>
            <MyRsvpsList eventHref={paths.event} />
          </SectionErrorBoundary>
        </TabsContent>
        <TabsContent value="bookmarks">
          <SectionErrorBoundary fallback={<SectionProblem />}>
            <BookmarkedEventsTab />
          </SectionErrorBoundary>
        </TabsContent>
        <TabsContent value="quotes">
          <SectionErrorBoundary fallback={<SectionProblem />}>
            <QuoteRequestsTab />
          </SectionErrorBoundary>
        </TabsContent>
        <TabsContent value="vendors">
          <SectionErrorBoundary fallback={<SectionProblem />}>
            <MyVendorsTab />
          </SectionErrorBoundary>
        </TabsContent>
        <TabsContent value="favorites">
          <SectionErrorBoundary fallback={<SectionProblem />}>
            <FavoriteVendorsTab />
          </SectionErrorBoundary>
        </TabsContent>
      </Tabs>

      <div className="lg:col-start-1 lg:row-start-2">
        <VendorProfileCard vendors={myVendors.data} />
      </div>
    </div>
  );
}
