import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';
import { useQuoteUnreadCount } from '#client/lib/quote-unread.ts';

/**
 * A count of quote conversations with unread words, shown beside the account menu only while there
 * are some; it opens the tab that holds them (the user's own requests first).
 */
export function QuoteUnreadLink() {
  const unread = useQuoteUnreadCount(true);
  const count = unread.data?.total ?? 0;
  if (count === 0) return null;
  const tab = (unread.data?.sent ?? 0) > 0 ? 'quotes' : 'vendors';
  const label = `${count} unread quote ${count === 1 ? 'conversation' : 'conversations'}`;
  return (
    <Link
      to={`${paths.profile}?tab=${tab}`}
      aria-label={label}
      title={label}
      className="relative grid size-10 place-items-center rounded-full text-ink-700 hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <MessagesSquare aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-primary px-1 font-semibold text-[0.6875rem] text-primary-foreground leading-5"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
