import {
  IMAGE_COLOR_THEMES,
  IMAGE_MOODS,
  IMAGE_STYLES,
  type ImageColorTheme,
  type ImageMood,
  type ImageStyle,
} from '#shared/constants.ts';
import { COLOR_THEME_LABELS, MOOD_LABELS, STYLE_LABELS } from '../lib/image-option-labels.ts';
import { ImageOptionSelect } from './image-option-select.tsx';

export type ImageLook = { style: ImageStyle; colorTheme: ImageColorTheme; mood: ImageMood };

/** Style, Color Theme and Mood selects. */
export function ImageOptionsFields({
  value,
  onChange,
  isDisabled,
}: {
  value: ImageLook;
  onChange: (value: ImageLook) => void;
  isDisabled?: boolean;
}) {
  return (
    <>
      <ImageOptionSelect
        label="Style"
        options={IMAGE_STYLES}
        labels={STYLE_LABELS}
        value={value.style}
        onChange={(style) => onChange({ ...value, style })}
        isDisabled={isDisabled}
      />
      <ImageOptionSelect
        label="Color Theme"
        options={IMAGE_COLOR_THEMES}
        labels={COLOR_THEME_LABELS}
        value={value.colorTheme}
        onChange={(colorTheme) => onChange({ ...value, colorTheme })}
        isDisabled={isDisabled}
      />
      <ImageOptionSelect
        label="Mood"
        options={IMAGE_MOODS}
        labels={MOOD_LABELS}
        value={value.mood}
        onChange={(mood) => onChange({ ...value, mood })}
        isDisabled={isDisabled}
      />
    </>
  );
}
