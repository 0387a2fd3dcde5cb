import { Search } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Slider } from '#client/components/ui/slider.tsx';
import { US_STATES } from '#shared/constants.ts';
import { DISCOVERY_RADIUS } from '#shared/contracts/discovery.ts';
import type { DiscoveryParams } from '../api/discover-events.ts';

/** City, state (the 50 states) and radius; the button waits for both places and for a running search. */
export function DiscoveryForm({
  value,
  onChange,
  onSearch,
  isSearching,
}: {
  value: DiscoveryParams;
  onChange: (next: DiscoveryParams) => void;
  onSearch: () => void;
  isSearching: boolean;
}) {
  const isMissing = !value.city.trim() || !value.region;
  return (
    <form
      className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!isMissing && !isSearching) onSearch();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="discover-city">City</Label>
        <Input
          id="discover-city"
          value={value.city}
          maxLength={100}
          placeholder="Stockton"
          onChange={(e) => onChange({ ...value, city: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="discover-state">State</Label>
        <select
          id="discover-state"
          className="h-11 rounded-lg border border-input bg-card px-3 text-sm"
          value={value.region}
          onChange={(e) => onChange({ ...value, region: e.target.value })}
        >
          <option value="">Select a state</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {code} - {name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label id="discover-radius-label">Radius: {value.radius} miles</Label>
        <Slider
          aria-labelledby="discover-radius-label"
          min={DISCOVERY_RADIUS.min}
          max={DISCOVERY_RADIUS.max}
          step={DISCOVERY_RADIUS.step}
          value={value.radius}
          onValueChange={(radius) => onChange({ ...value, radius })}
        />
      </div>
      <Button type="submit" disabled={isMissing || isSearching}>
        <Search aria-hidden="true" /> {isSearching ? 'Searching...' : 'Search for Events'}
      </Button>
    </form>
  );
}
