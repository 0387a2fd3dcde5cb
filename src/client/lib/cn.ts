import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Teach tailwind-merge the custom tokens from styles.css, otherwise `text-h1` is
// read as a text colour and would be dropped next to `text-primary`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'h1', 'h2', 'h3'],
      shadow: ['glow'],
      animate: [
        'fade-in',
        'fade-out',
        'scale-in',
        'scale-out',
        'pop-in',
        'pop-out',
        'sheet-in',
        'sheet-out',
        'sheet-in-left',
        'sheet-out-left',
        'toast-in',
        'toast-out',
      ],
      ease: ['spring', 'drawer'],
    },
  },
});

/** Joins class names (clsx syntax) and resolves Tailwind conflicts, last one wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
