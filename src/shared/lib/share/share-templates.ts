import { normalizeCategory } from '#shared/constants.ts';

/** Families of categories that share a tone of voice in default posts. */
export const TEMPLATE_FAMILIES = [
  'birthday',
  'wedding',
  'corporate',
  'holiday',
  'sports',
  'music',
  'food',
  'outdoor',
  'cultural',
  'generic',
] as const;
export type TemplateFamily = (typeof TEMPLATE_FAMILIES)[number];

export type TemplateContext = { title: string; when: string; place: string };
export type ShareTemplate = (context: TemplateContext) => string;

const FAMILY_BY_CATEGORY: Record<string, TemplateFamily> = {
  Birthday: 'birthday',
  Wedding: 'wedding',
  Corporate: 'corporate',
  Conference: 'corporate',
  Holiday: 'holiday',
  'Christmas Market': 'holiday',
  'Winter Festival': 'holiday',
  'Ice Skating': 'holiday',
  Sports: 'sports',
  'Athletic Race': 'sports',
  Marathon: 'sports',
  Concert: 'music',
  Music: 'music',
  'Food Festival': 'food',
  'Food & Drink': 'food',
  'Outdoor Adventure': 'outdoor',
  'Cultural Festival': 'cultural',
};

/** Every template names the event, its date and its place; the order is the Regenerate cycle. */
export const SHARE_TEMPLATES: Record<TemplateFamily, readonly ShareTemplate[]> = {
  birthday: [
    (c) => `🎂 Let's celebrate! ${c.title} is on ${c.when} at ${c.place}.`,
    (c) => `🎉 Party time! Join us for ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `🥳 Another trip around the sun deserves a party: ${c.title}, ${c.when}, ${c.place}.`,
    (c) =>
      `🎈 Save the date! ${c.title} is happening ${c.when} at ${c.place}. Cake and good vibes guaranteed.`,
    (c) => `🎁 You're invited to ${c.title} (${c.when}, ${c.place}). Come make a wish with us!`,
  ],
  wedding: [
    (c) => `💍 Love is in the air! ${c.title} takes place ${c.when} at ${c.place}.`,
    (c) => `💐 Two hearts, one celebration: ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `🥂 Raise a glass to the happy couple at ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `💒 Save the date for ${c.title}: ${c.when} at ${c.place}. We can't wait to celebrate with you.`,
    (c) => `✨ Happily ever after starts at ${c.title}. Join us ${c.when} at ${c.place}.`,
  ],
  corporate: [
    (c) => `💼 Join us for ${c.title} on ${c.when} at ${c.place}.`,
    (c) => `📈 Connect, learn and grow at ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `🤝 Meet peers and industry leaders at ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `🗓️ Mark your calendar: ${c.title} takes place ${c.when} at ${c.place}. Reserve your spot.`,
    (c) => `🚀 Ideas, insights and great conversations await at ${c.title} (${c.when}, ${c.place}).`,
  ],
  holiday: [
    (c) => `🎄 'Tis the season! Celebrate ${c.title} on ${c.when} at ${c.place}.`,
    (c) => `✨ Festive fun for everyone at ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `❄️ Bundle up and join us for ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `🎁 Make some holiday memories at ${c.title}: ${c.when} at ${c.place}.`,
    (c) => `🕯️ Lights, cheer and good company: ${c.title} is on ${c.when} at ${c.place}.`,
  ],
  sports: [
    (c) => `🏆 Game on! ${c.title} is on ${c.when} at ${c.place}.`,
    (c) => `🏃 Lace up for ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `📣 Come cheer, compete and have fun at ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `💪 Ready to give it your all? ${c.title} kicks off ${c.when} at ${c.place}.`,
    (c) => `🥇 Don't miss the action at ${c.title} (${c.when}, ${c.place}).`,
  ],
  music: [
    (c) => `🎶 Live music alert! ${c.title} is on ${c.when} at ${c.place}.`,
    (c) => `🎸 Turn it up for ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `🎤 Sing along with us at ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `🎧 Good music, great crowd: ${c.title} takes the stage ${c.when} at ${c.place}.`,
    (c) => `🥁 Feel the beat at ${c.title} (${c.when}, ${c.place}).`,
  ],
  food: [
    (c) => `🍽️ Bring your appetite! ${c.title} is on ${c.when} at ${c.place}.`,
    (c) => `🌮 Taste your way through ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `🍷 Food, drinks and friends at ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `🧁 Foodies, save the date: ${c.title} serves up flavor ${c.when} at ${c.place}.`,
    (c) => `🍕 Come hungry to ${c.title} (${c.when}, ${c.place}).`,
  ],
  outdoor: [
    (c) => `🌲 Adventure awaits! ${c.title} is on ${c.when} at ${c.place}.`,
    (c) => `⛰️ Get outside for ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `☀️ Fresh air and good company at ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `🥾 Grab your gear: ${c.title} heads out ${c.when} from ${c.place}.`,
    (c) => `🏕️ Explore with us at ${c.title} (${c.when}, ${c.place}).`,
  ],
  cultural: [
    (c) => `🎭 Celebrate culture at ${c.title} on ${c.when} at ${c.place}.`,
    (c) => `🌍 Art, traditions and community come together at ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `🎨 Discover something new at ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `🏮 Music, food and heritage: ${c.title} takes place ${c.when} at ${c.place}.`,
    (c) => `💃 Join the celebration at ${c.title} (${c.when}, ${c.place}).`,
  ],
  generic: [
    (c) => `🎉 You're invited! ${c.title} is on ${c.when} at ${c.place}.`,
    (c) => `✨ Don't miss ${c.title}.\n📅 ${c.when}\n📍 ${c.place}`,
    (c) => `🙌 Good times ahead at ${c.title}, ${c.when}, ${c.place}.`,
    (c) => `📅 Save the date: ${c.title} takes place ${c.when} at ${c.place}. Bring your friends!`,
    (c) => `🥳 Let's get together at ${c.title} (${c.when}, ${c.place}).`,
  ],
};

/** The template family of a category (case-insensitive; unknown categories are generic). */
export function getTemplateFamily(category: string | null | undefined): TemplateFamily {
  return FAMILY_BY_CATEGORY[normalizeCategory(category)] ?? 'generic';
}

/** Picks the template for a variant number; any integer works, wrapping around the family's list. */
export function selectTemplate(family: TemplateFamily, variant: number): ShareTemplate {
  const templates = SHARE_TEMPLATES[family];
  const whole = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  const index = ((whole % templates.length) + templates.length) % templates.length;
  return templates[index]!;
}
