import type { ImageColorTheme, ImageMood } from '#shared/constants.ts';
import { adjustForContrast, convertHslToHex, getContrastRatio, mixColors } from './color.ts';
import type { Random } from './prng.ts';

export type Palette = {
  isDark: boolean;
  /** Background gradient, start and end. */
  background: readonly [string, string];
  /** The background color text is checked against (already adjusted for contrast). */
  base: string;
  /** Four motif colors that stand out from the background. */
  accents: readonly [string, string, string, string];
  /** Eyebrow labels, rules and frames. */
  highlight: string;
  ink: string;
  inkSoft: string;
  /** A very light and a very dark tint of the hue, for panels and shadows. */
  light: string;
  dark: string;
};

type ThemeSpec = { hue: number; saturation: number; accentHues: readonly number[]; accentSaturation: number };

const WARM_HUES = [350, 8, 22, 34] as const;
const COOL_HUES = [178, 196, 214, 232, 250] as const;

function buildThemeSpec(theme: ImageColorTheme, familyHue: number): ThemeSpec {
  const h = familyHue;
  switch (theme) {
    case 'vibrant':
      return { hue: h, saturation: 82, accentHues: [h + 38, h + 180, h - 42, h + 120], accentSaturation: 88 };
    case 'muted':
      return { hue: h, saturation: 26, accentHues: [h + 28, h + 165, h - 32, h + 90], accentSaturation: 34 };
    case 'monochrome':
      return { hue: h, saturation: 4, accentHues: [h, h, h, h], accentSaturation: 5 };
    case 'warm': {
      const hue = WARM_HUES[Math.floor(familyHue / 90) % WARM_HUES.length] ?? 8;
      return { hue, saturation: 78, accentHues: [hue + 28, 44, hue - 22, 16], accentSaturation: 86 };
    }
    case 'cool': {
      const hue = COOL_HUES[Math.floor(familyHue / 72) % COOL_HUES.length] ?? 214;
      return { hue, saturation: 70, accentHues: [hue + 34, 168, hue - 30, 262], accentSaturation: 74 };
    }
  }
}

type MoodSpec = { bgLight: readonly [number, number]; bgSat: number; accentLight: number; isDark: boolean };

const MOOD_SPECS: Record<ImageMood, MoodSpec> = {
  celebratory: { bgLight: [50, 40], bgSat: 1, accentLight: 64, isDark: true },
  professional: { bgLight: [21, 13], bgSat: 0.6, accentLight: 60, isDark: true },
  relaxed: { bgLight: [94, 87], bgSat: 0.55, accentLight: 60, isDark: false },
  luxurious: { bgLight: [11, 5], bgSat: 0.5, accentLight: 58, isDark: true },
  dramatic: { bgLight: [7, 22], bgSat: 1.1, accentLight: 58, isDark: true },
};

function pickHighlight(theme: ImageColorTheme, mood: ImageMood, fallback: string): string {
  if (mood !== 'luxurious') return fallback;
  if (theme === 'monochrome' || theme === 'cool') return '#d5d9e0';
  return convertHslToHex(42, 62, 60);
}

/** Keeps warm themes among reds, oranges and golds and cool ones among teals, blues and violets. */
function clampThemeHue(theme: ImageColorTheme, hue: number): number {
  if (theme === 'warm') return Math.min(44, Math.max(-18, hue > 180 ? hue - 360 : hue));
  if (theme === 'cool') return Math.min(262, Math.max(172, hue));
  return hue;
}

/** Builds the colors of one poster from theme, mood and the category hue; creativity shifts hues. */
export function buildPalette(
  theme: ImageColorTheme,
  mood: ImageMood,
  familyHue: number,
  creativity: number,
  random: Random,
): Palette {
  const spec = buildThemeSpec(theme, familyHue);
  const shift = random.range(-1, 1) * 40 * creativity;
  const hue = clampThemeHue(theme, spec.hue + shift);
  const moodSpec = MOOD_SPECS[mood];
  const bgSat = spec.saturation * moodSpec.bgSat;
  const from = convertHslToHex(hue, bgSat, moodSpec.bgLight[0]);
  const to = convertHslToHex(hue + 22 * (theme === 'monochrome' ? 0 : 1), bgSat, moodSpec.bgLight[1]);
  const light = convertHslToHex(hue, Math.min(60, spec.saturation), 97);
  const dark = convertHslToHex(hue, Math.min(45, spec.saturation), 10);
  const ink = getContrastRatio(mixColors(from, to, 0.5), '#ffffff') >= 3.2 ? '#ffffff' : dark;
  const toward = ink === '#ffffff' ? dark : '#ffffff';
  const background: [string, string] = [
    adjustForContrast(from, ink, 4.5, toward),
    adjustForContrast(to, ink, 4.5, toward),
  ];
  const base = mixColors(background[0], background[1], 0.5);
  const isMono = theme === 'monochrome';
  const accentLights = isMono ? [92, 72, 46, 82] : [moodSpec.accentLight, moodSpec.accentLight + 10, 55, 70];
  // Art must stand off the ground: lift (or deepen) each accent until it contrasts with the base.
  const away = ink === '#ffffff' ? '#ffffff' : dark;
  const accents = spec.accentHues.map((accentHue, i) =>
    adjustForContrast(
      convertHslToHex(accentHue + shift, spec.accentSaturation, accentLights[i] ?? 60),
      base,
      i < 2 ? 2.2 : 1.8,
      away,
    ),
  ) as unknown as [string, string, string, string];
  const highlight = pickHighlight(theme, mood, accents[0]);
  return {
    isDark: ink === '#ffffff',
    background,
    base,
    accents,
    highlight,
    ink,
    inkSoft: mixColors(ink, base, 0.2),
    light,
    dark,
  };
}
