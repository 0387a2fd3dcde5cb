import { cn } from '#client/lib/cn.ts';
import type { SocialPlatform } from '#shared/constants.ts';

/** Drawn here: the icon set has no brand marks. Simplified shapes in each brand's colour. */
export function PlatformIcon({ platform, className }: { platform: SocialPlatform; className?: string }) {
  const common = { viewBox: '0 0 24 24', 'aria-hidden': true, className: cn('size-5', className) } as const;
  switch (platform) {
    case 'facebook':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="11" fill="#1877F2" />
          <path
            fill="#fff"
            d="M13.4 23v-8.2h2.7l.4-3.2h-3.1V9.6c0-.9.3-1.5 1.6-1.5h1.7V5.3c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.3H7.6v3.2h2.7V23z"
          />
        </svg>
      );
    case 'twitter':
      return (
        <svg {...common}>
          <rect width="24" height="24" rx="5" fill="#0F1419" />
          <path fill="#fff" d="M5.5 5.5h3.6l9.4 13h-3.6z" />
          <path stroke="#fff" strokeWidth="1.6" d="M17.9 5.5l-5.2 5.9M6.1 18.5l5.2-5.9" />
        </svg>
      );
    case 'linkedin':
      return (
        <svg {...common}>
          <rect width="24" height="24" rx="4" fill="#0A66C2" />
          <circle cx="7.2" cy="7.2" r="1.7" fill="#fff" />
          <path
            fill="#fff"
            d="M5.7 9.8h3v8.9h-3zM10.6 9.8h2.9v1.3c.4-.8 1.5-1.5 3-1.5 3 0 3.6 2 3.6 4.5v4.6h-3v-4.1c0-1 0-2.3-1.4-2.3s-1.7 1.1-1.7 2.2v4.2h-3z"
          />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common}>
          <defs>
            <linearGradient id="confetti-instagram-gradient" x1="0" y1="1" x2="1" y2="0">
              <stop offset="0" stopColor="#FEDA75" />
              <stop offset="0.35" stopColor="#FA7E1E" />
              <stop offset="0.6" stopColor="#D62976" />
              <stop offset="1" stopColor="#4F5BD5" />
            </linearGradient>
          </defs>
          <rect width="24" height="24" rx="6" fill="url(#confetti-instagram-gradient)" />
          <rect x="5" y="5" width="14" height="14" rx="4" fill="none" stroke="#fff" strokeWidth="1.8" />
          <circle cx="12" cy="12" r="3.3" fill="none" stroke="#fff" strokeWidth="1.8" />
          <circle cx="16.2" cy="7.8" r="1" fill="#fff" />
        </svg>
      );
  }
}
