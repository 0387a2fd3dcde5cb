import { lazy } from 'react';

/*
 * The event page's sections besides its header, each loaded on its own: the page's first load is
 * the header alone. A server-rendered page shows every section at once from its HTML, and each
 * becomes live when its code has arrived (a press on it meanwhile is held and made then).
 */
export const RsvpPanel = lazy(() =>
  import('#client/features/rsvp/components/rsvp-panel.tsx').then((m) => ({ default: m.RsvpPanel })),
);
export const AboutEventCard = lazy(() =>
  import('#client/features/event-details/components/about-event-card.tsx').then((m) => ({
    default: m.AboutEventCard,
  })),
);
export const ShareEventButton = lazy(() =>
  import('#client/features/social/components/share-event-button.tsx').then((m) => ({
    default: m.ShareEventButton,
  })),
);
export const CalendarSocialCard = lazy(() =>
  import('#client/features/calendar-feed/components/calendar-social-card.tsx').then((m) => ({
    default: m.CalendarSocialCard,
  })),
);
export const EventWhenWhere = lazy(() =>
  import('./event-when-where.tsx').then((m) => ({ default: m.EventWhenWhere })),
);
export const RecommendedVendors = lazy(() =>
  import('#client/features/event-details/components/recommended-vendors.tsx').then((m) => ({
    default: m.RecommendedVendors,
  })),
);
export const EventSidebar = lazy(() =>
  import('./event-sidebar.tsx').then((m) => ({ default: m.EventSidebar })),
);
