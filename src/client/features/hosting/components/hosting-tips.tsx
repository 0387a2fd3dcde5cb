import { Clock, ImageIcon, MapPin, Search } from 'lucide-react';

const tips = [
  { icon: MapPin, text: 'Pick a suggested place: it sets the city, the map pin and the time zone.' },
  { icon: Clock, text: 'Enter the time as guests will see it on the clock at the party.' },
  { icon: ImageIcon, text: 'Generate a poster once the title and description say what the party is.' },
  { icon: Search, text: 'Meta title and description shape how shared links look.' },
] as const;

/** A short side note for hosts on the create page. */
export function HostingTips() {
  return (
    <aside
      aria-labelledby="hosting-tips-title"
      className="grid gap-4 rounded-2xl bg-linear-to-br from-brand-50 to-party-50 p-5 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="hosting-tips-title" className="font-display text-h3">
        Hosting tips
      </h2>
      <ul className="grid gap-3.5">
        {tips.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-ink-700 text-sm leading-relaxed">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
