import type { VendorCategory } from '#shared/constants.ts';

/*
 * What people call each of the 18 vendor trades, and what they ask a vendor of that trade to do,
 * as data: one phrase a line, words separated by spaces, singular (plurals and slips of the words
 * are read by the matcher, "photo booth" also matches "photo-booth" and "photobooth"). Sources:
 * the trades' own names in the directory, the words vendor listings and people hiring them use
 * ("photog", "deejay", "mixologist", "bounce house"), and the vendor-search corpus's development
 * lines. Things a vendor brings or makes ("balloon arch", "uplighting", "tables and chairs") name
 * the trade that rents or makes them; doing words ("take pics", "film", "rent") name the trade that
 * does them. Bare "music" names none: it may be a DJ, a band or a musician.
 */
const GLOSSARY: Record<VendorCategory, string> = {
  DJ: 'dj | d j | djing | deejay | disc jockey | disk jockey',
  Band: `band | live band | cover band | wedding band | jazz band | rock band | mariachi | mariachi band
    | brass band | swing band | country band`,
  Musician: `musician | guitarist | violinist | pianist | harpist | cellist | saxophonist | singer | vocalist
    | string quartet | string trio | soloist | drummer | trumpeter | fiddler | flutist
    | guitar player | violin player | piano player | harp player | cello player | saxophone player
    | sax player | trumpet player | flute player | fiddle player | keyboard player`,
  Catering:
    'caterer | catering | cater | private chef | chef | food truck | taco truck | bbq caterer | buffet',
  Photographer: `photographer | photog | photography | photo shoot | headshot | wedding photo | event photo
    | party photo | take pic | take picture | take photo | pic | picture`,
  Videographer: `videographer | videography | video grapher | cinematographer | cinematography | filmmaker
    | video | film | filming | record video`,
  'Event Planner': `event planner | wedding planner | party planner | event planning | wedding planning
    | party planning | event coordinator | wedding coordinator | party coordinator | day of coordinator
    | planner | coordinator`,
  'Party Rentals': `party rental | rental | rent | bounce house | bounce castle | bouncy house | bouncy castle
    | moon bounce | inflatable | tent rental | table rental | chair rental | linen rental | tent
    | tables and chairs | rent table | rent chair`,
  'Photo Booth': 'photo booth | selfie booth | selfie station | 360 booth | booth',
  Bartender: 'bartender | bartending | bar tender | mixologist | mixology | mobile bar | bar service',
  Magician: 'magician | magic show | magic act | illusionist | magic',
  'Face Painter': 'face painter | face painting | face paint | face art | face artist',
  'Balloon Artist': `balloon artist | balloon twister | balloon twisting | balloon animal | balloon arch
    | balloon decor | balloon decoration | balloon garland | balloon art | balloon`,
  Clown: 'clown',
  Lighting: 'lighting | uplight | uplighting | up lighting | light | light show | light designer',
  Florist:
    'florist | flower | floral | floral design | floral designer | floral arrangement | bouquet | centerpiece',
  Dancer: `dancer | dance troupe | dance performer | dance group | dance show | belly dancer | hula dancer`,
  Security: 'security | security guard | security staff | security service | guard | bouncer',
};

/** Each trade's phrases, each phrase as its words. */
export const TRADE_PHRASES: readonly (readonly [VendorCategory, readonly string[]])[] = Object.entries(
  GLOSSARY,
).flatMap(([category, phrases]) =>
  phrases.split('|').map((phrase) => [category as VendorCategory, phrase.trim().split(/\s+/)] as const),
);
