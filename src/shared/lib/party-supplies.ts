import { normalizeCategory } from '../constants.ts';

/** One 'Suggested Party Supplies' entry. */
export type SupplySuggestion = {
  title: string;
  description: string;
  /** What to search the shop for, in plain words. */
  searchTerms: string;
};

/** The categories with their own suggestions; every other category borrows Social's. */
export type SupplyCategory =
  | 'Birthday'
  | 'Wedding'
  | 'Corporate'
  | 'Holiday'
  | 'Social'
  | 'Theme Party'
  | 'Sports'
  | 'Bar Mitzvah';

/** Two suggestions per category, five for Bar Mitzvah. */
export const PARTY_SUPPLIES: Readonly<Record<SupplyCategory, readonly SupplySuggestion[]>> = {
  Birthday: [
    {
      title: 'Birthday Decoration Kit',
      description: 'Banner, balloons and a balloon arch to turn any room into a birthday party.',
      searchTerms: 'birthday party decorations kit balloons banner',
    },
    {
      title: 'Party Tableware Set',
      description: 'Matching plates, cups and napkins for cake and snacks, with easy cleanup.',
      searchTerms: 'birthday party plates cups napkins set',
    },
  ],
  Wedding: [
    {
      title: 'Wedding Reception Decor',
      description: 'Table runners, centerpieces and string lights for an elegant reception.',
      searchTerms: 'wedding reception decorations centerpieces table runners',
    },
    {
      title: 'Wedding Guest Book & Favors',
      description: 'A guest book to keep the wishes and small favors to thank your guests.',
      searchTerms: 'wedding guest book and wedding favors',
    },
  ],
  Corporate: [
    {
      title: 'Conference Name Badges',
      description: 'Badge holders, lanyards and printable inserts so everyone can say hello.',
      searchTerms: 'name badge holders lanyards printable inserts',
    },
    {
      title: 'Event Signage & Easels',
      description: 'Display easels and sign holders to guide guests and show the agenda.',
      searchTerms: 'event sign holder display easel',
    },
  ],
  Holiday: [
    {
      title: 'Holiday Party Decorations',
      description: 'Garlands, ornaments and festive lights to set a seasonal mood.',
      searchTerms: 'holiday party decorations garland lights',
    },
    {
      title: 'Gift Wrapping Supplies',
      description: 'Wrapping paper, ribbons and gift bags for exchanges and white elephants.',
      searchTerms: 'gift wrapping paper ribbon gift bags set',
    },
  ],
  Social: [
    {
      title: 'Party Decorations Set',
      description: 'Balloons, streamers and banners that suit any get-together.',
      searchTerms: 'party decorations set balloons streamers',
    },
    {
      title: 'Disposable Party Tableware',
      description: 'Sturdy plates, cups, napkins and cutlery for a crowd.',
      searchTerms: 'disposable party tableware plates cups napkins cutlery',
    },
  ],
  'Theme Party': [
    {
      title: 'Costume & Props Kit',
      description: 'Hats, masks and photo-booth props so every guest can dress the part.',
      searchTerms: 'party costume props photo booth kit',
    },
    {
      title: 'Themed Decorations',
      description: 'Backdrops and decorations to match your theme, from disco to tiki.',
      searchTerms: 'theme party decorations backdrop',
    },
  ],
  Sports: [
    {
      title: 'Game Day Party Pack',
      description: 'Team-color decorations, foam fingers and banners for the big game.',
      searchTerms: 'game day party decorations sports fan',
    },
    {
      title: 'Cooler & Drink Dispenser',
      description: 'Keep drinks cold and flowing from kickoff to the final whistle.',
      searchTerms: 'party cooler drink dispenser',
    },
  ],
  'Bar Mitzvah': [
    {
      title: 'Bar Mitzvah Decorations',
      description: 'Star of David balloons, banners and table confetti in blue and silver.',
      searchTerms: 'bar mitzvah decorations balloons banner',
    },
    {
      title: 'Kippahs for Guests',
      description: 'Personalized kippahs (yarmulkes) in bulk, a keepsake for every guest.',
      searchTerms: 'personalized kippah yarmulke bulk',
    },
    {
      title: 'Sign-In Board & Guest Book',
      description: 'A signature board or guest book for friends and family to leave wishes.',
      searchTerms: 'bar mitzvah sign in board guest book',
    },
    {
      title: 'Centerpieces & Table Decor',
      description: 'Centerpieces, table numbers and runners for the reception tables.',
      searchTerms: 'bar mitzvah centerpieces table decorations',
    },
    {
      title: 'Party Favors',
      description: 'Favors and candy bags to thank guests for celebrating with you.',
      searchTerms: 'bar mitzvah party favors',
    },
  ],
};

/** The suggestions for any event category (case-insensitive); unlisted ones get Social's. */
export function getPartySupplies(category: string | null | undefined): readonly SupplySuggestion[] {
  const normalized = normalizeCategory(category);
  return normalized in PARTY_SUPPLIES ? PARTY_SUPPLIES[normalized as SupplyCategory] : PARTY_SUPPLIES.Social;
}

/**
 * An Amazon search for `searchTerms`, tagged with the operator's affiliate tag when one is set:
 * `https://www.amazon.com/s?k={terms}&tag={tag}`.
 */
export function amazonSearchUrl(searchTerms: string, affiliateTag?: string | null): string {
  const params = new URLSearchParams({ k: searchTerms.trim() });
  const tag = affiliateTag?.trim();
  if (tag) params.set('tag', tag);
  return `https://www.amazon.com/s?${params.toString()}`;
}
