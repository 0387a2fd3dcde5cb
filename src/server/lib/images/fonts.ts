import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type FontMetrics, parseFontMetrics } from './font-metrics.ts';

/**
 * The poster faces, all SIL Open Font License 1.1 fonts shipped as .ttf by the
 * @expo-google-fonts packages: Outfit (geometric sans), Playfair Display (serif),
 * Fredoka (rounded) and Bebas Neue (condensed display caps).
 */
const FACE_FILES = {
  sansBlack: { pkg: 'outfit', file: '800ExtraBold/Outfit_800ExtraBold.ttf', family: 'Outfit', weight: 800 },
  sansBold: { pkg: 'outfit', file: '600SemiBold/Outfit_600SemiBold.ttf', family: 'Outfit', weight: 600 },
  sansRegular: { pkg: 'outfit', file: '400Regular/Outfit_400Regular.ttf', family: 'Outfit', weight: 400 },
  serifBold: {
    pkg: 'playfair-display',
    file: '700Bold/PlayfairDisplay_700Bold.ttf',
    family: 'Playfair Display',
    weight: 700,
  },
  serifItalic: {
    pkg: 'playfair-display',
    file: '400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf',
    family: 'Playfair Display',
    weight: 400,
    isItalic: true,
  },
  roundedBold: { pkg: 'fredoka', file: '700Bold/Fredoka_700Bold.ttf', family: 'Fredoka', weight: 700 },
  roundedMedium: { pkg: 'fredoka', file: '500Medium/Fredoka_500Medium.ttf', family: 'Fredoka', weight: 500 },
  condensed: {
    pkg: 'bebas-neue',
    file: '400Regular/BebasNeue_400Regular.ttf',
    family: 'Bebas Neue',
    weight: 400,
    isUppercase: true,
  },
} as const;

export type FontFaceId = keyof typeof FACE_FILES;

export type FontFace = {
  id: FontFaceId;
  family: string;
  weight: number;
  isItalic: boolean;
  /** The face has capitals only, so text is upper-cased before measuring and drawing. */
  isUppercase: boolean;
  path: string;
  metrics: FontMetrics;
};

const require = createRequire(import.meta.url);
const faces = new Map<FontFaceId, FontFace>();

function resolveFontPath(pkg: string, file: string): string {
  const packageJson = require.resolve(`@expo-google-fonts/${pkg}/package.json`);
  return join(dirname(packageJson), file);
}

/** The face with its parsed metrics; files are read once per process. */
export function getFontFace(id: FontFaceId): FontFace {
  const cached = faces.get(id);
  if (cached) return cached;
  const spec: (typeof FACE_FILES)[FontFaceId] = FACE_FILES[id];
  const path = resolveFontPath(spec.pkg, spec.file);
  const face: FontFace = {
    id,
    family: spec.family,
    weight: spec.weight,
    isItalic: 'isItalic' in spec && spec.isItalic,
    isUppercase: 'isUppercase' in spec && spec.isUppercase,
    path,
    metrics: parseFontMetrics(readFileSync(path)),
  };
  faces.set(id, face);
  return face;
}

/** Paths of the given faces (deduplicated) for resvg's `font.fontFiles`. */
export function listFontFiles(ids: readonly FontFaceId[]): string[] {
  return [...new Set(ids.map((id) => getFontFace(id).path))];
}

/** Width of `text` set in `face` at `size` px, including letter spacing between characters. */
export function measureText(text: string, face: FontFace, size: number, letterSpacing = 0): number {
  let width = 0;
  let count = 0;
  for (const char of face.isUppercase ? text.toUpperCase() : text) {
    width += face.metrics.advanceOf(char.codePointAt(0) ?? 0);
    count++;
  }
  return width * size + Math.max(0, count - 1) * letterSpacing;
}
