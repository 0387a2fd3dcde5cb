import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '#client/components/layouts/app-layout.tsx';
import { Tabs } from '#client/components/ui/tabs.tsx';
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
import { ProfileTabList, ProfileTabPanel } from './profile-tab-list.tsx';
import { QuoteRequestsTab } from './quote-requests-tab.tsx';
import { FavoriteVendorsTab, MyVendorsTab } from './vendor-tabs.tsx';

const TABS = ['events', 'rsvps', 'bookmarks', 'quotes', 'vendors', 'favorites'] as const;
type ProfileTab = (typeof TABS)[number];
const isProfileTab = (value: string | null): value is ProfileTab => TABS.includes(value as ProfileTab);

// Two by two on phones, so every tab shows without scrolling sideways.

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
        <ProfileTabList
          tab={tab}
          bookmarkCount={bookmarks.data?.length ?? 0}
          unreadSent={unread.data?.sent ?? 0}
          unreadReceived={unread.data?.received ?? 0}
        />
        <ProfileTabPanel value="events">
          <MyEventsTab />
        </ProfileTabPanel>
        <ProfileTabPanel value="rsvps">
          <MyRsvpsList eventHref={paths.event} />
        </ProfileTabPanel>
        <ProfileTabPanel value="bookmarks">
          <BookmarkedEventsTab />
        </ProfileTabPanel>
        <ProfileTabPanel value="quotes">
          <QuoteRequestsTab />
        </ProfileTabPanel>
        <ProfileTabPanel value="vendors">
          <MyVendorsTab />
        </ProfileTabPanel>
        <ProfileTabPanel value="favorites">
          <FavoriteVendorsTab />
        </ProfileTabPanel>
      </Tabs>

      <div className="lg:col-start-1 lg:row-start-2">
        <VendorProfileCard vendors={myVendors.data} />
      </div>
    </div>
  );
}
