import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';

export function BrandLogo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-lg font-display text-xl font-extrabold tracking-tight text-foreground"
    >
      <span className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-brand-600 to-party-600 text-white shadow-glow">
        <PartyPopper className="size-5" aria-hidden="true" />
      </span>
      Confetti
    </Link>
  );
}
