import type { Place } from '../../lib/geo/gazetteer.ts';

/** One event a source found, placed and dated. */
export type FoundEvent = {
  key: string;
  title: string;
  description: string;
  category: string;
  date: Date;
  timeZone: string;
  location: string;
  city: string;
  region: string;
  latitude: number;
  longitude: number;
  source: string;
  url: string | null;
  /** 'free' when the source says so; otherwise the price is not listed (never taken as free). */
  admission?: 'free';
};

export type DiscoveryArea = { center: Place; radiusMiles: number; now: Date };

/** Where discovery looks. Each source really finds events near the area; failures are reported per source. */
export interface DiscoverySource {
  name: string;
  find(area: DiscoveryArea): Promise<FoundEvent[]>;
}
