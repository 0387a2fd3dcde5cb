import type { DemoCity } from './demo-data-types.ts';

/**
 * Places used by the demo content: city-centre coordinates and IANA zones, typed in by hand.
 * The first seven lie within 50 miles of Stockton, CA, the default visitor location.
 */
export const DEMO_CITIES = {
  stockton: { city: 'Stockton', region: 'CA', lat: 37.9577, lon: -121.2908, timeZone: 'America/Los_Angeles' },
  lodi: { city: 'Lodi', region: 'CA', lat: 38.1302, lon: -121.2724, timeZone: 'America/Los_Angeles' },
  modesto: { city: 'Modesto', region: 'CA', lat: 37.6391, lon: -120.9969, timeZone: 'America/Los_Angeles' },
  sacramento: {
    city: 'Sacramento',
    region: 'CA',
    lat: 38.5816,
    lon: -121.4944,
    timeZone: 'America/Los_Angeles',
  },
  tracy: { city: 'Tracy', region: 'CA', lat: 37.7397, lon: -121.4252, timeZone: 'America/Los_Angeles' },
  manteca: { city: 'Manteca', region: 'CA', lat: 37.7974, lon: -121.2161, timeZone: 'America/Los_Angeles' },
  elkGrove: {
    city: 'Elk Grove',
    region: 'CA',
    lat: 38.4088,
    lon: -121.3716,
    timeZone: 'America/Los_Angeles',
  },
  sanFrancisco: {
    city: 'San Francisco',
    region: 'CA',
    lat: 37.7749,
    lon: -122.4194,
    timeZone: 'America/Los_Angeles',
  },
  losAngeles: {
    city: 'Los Angeles',
    region: 'CA',
    lat: 34.0522,
    lon: -118.2437,
    timeZone: 'America/Los_Angeles',
  },
  sanDiego: {
    city: 'San Diego',
    region: 'CA',
    lat: 32.7157,
    lon: -117.1611,
    timeZone: 'America/Los_Angeles',
  },
  lasVegas: {
    city: 'Las Vegas',
    region: 'NV',
    lat: 36.1699,
    lon: -115.1398,
    timeZone: 'America/Los_Angeles',
  },
  seattle: { city: 'Seattle', region: 'WA', lat: 47.6062, lon: -122.3321, timeZone: 'America/Los_Angeles' },
  portland: { city: 'Portland', region: 'OR', lat: 45.5152, lon: -122.6784, timeZone: 'America/Los_Angeles' },
  anchorage: { city: 'Anchorage', region: 'AK', lat: 61.2181, lon: -149.9003, timeZone: 'America/Anchorage' },
  honolulu: { city: 'Honolulu', region: 'HI', lat: 21.3069, lon: -157.8583, timeZone: 'Pacific/Honolulu' },
  denver: { city: 'Denver', region: 'CO', lat: 39.7392, lon: -104.9903, timeZone: 'America/Denver' },
  saltLakeCity: {
    city: 'Salt Lake City',
    region: 'UT',
    lat: 40.7608,
    lon: -111.891,
    timeZone: 'America/Denver',
  },
  phoenix: { city: 'Phoenix', region: 'AZ', lat: 33.4484, lon: -112.074, timeZone: 'America/Phoenix' },
  boise: { city: 'Boise', region: 'ID', lat: 43.615, lon: -116.2023, timeZone: 'America/Boise' },
  austin: { city: 'Austin', region: 'TX', lat: 30.2672, lon: -97.7431, timeZone: 'America/Chicago' },
  chicago: { city: 'Chicago', region: 'IL', lat: 41.8781, lon: -87.6298, timeZone: 'America/Chicago' },
  minneapolis: { city: 'Minneapolis', region: 'MN', lat: 44.9778, lon: -93.265, timeZone: 'America/Chicago' },
  kansasCity: { city: 'Kansas City', region: 'MO', lat: 39.0997, lon: -94.5786, timeZone: 'America/Chicago' },
  nashville: { city: 'Nashville', region: 'TN', lat: 36.1627, lon: -86.7816, timeZone: 'America/Chicago' },
  newOrleans: { city: 'New Orleans', region: 'LA', lat: 29.9511, lon: -90.0715, timeZone: 'America/Chicago' },
  madison: { city: 'Madison', region: 'WI', lat: 43.0731, lon: -89.4012, timeZone: 'America/Chicago' },
  newYork: { city: 'New York', region: 'NY', lat: 40.7128, lon: -74.006, timeZone: 'America/New_York' },
  boston: { city: 'Boston', region: 'MA', lat: 42.3601, lon: -71.0589, timeZone: 'America/New_York' },
  philadelphia: {
    city: 'Philadelphia',
    region: 'PA',
    lat: 39.9526,
    lon: -75.1652,
    timeZone: 'America/New_York',
  },
  miami: { city: 'Miami', region: 'FL', lat: 25.7617, lon: -80.1918, timeZone: 'America/New_York' },
  atlanta: { city: 'Atlanta', region: 'GA', lat: 33.749, lon: -84.388, timeZone: 'America/New_York' },
  charleston: { city: 'Charleston', region: 'SC', lat: 32.7765, lon: -79.9311, timeZone: 'America/New_York' },
  // North of the Detroit River so the small spread around the centre stays on land.
  detroit: { city: 'Detroit', region: 'MI', lat: 42.336, lon: -83.05, timeZone: 'America/Detroit' },
} as const satisfies Record<string, DemoCity>;

export type CityKey = keyof typeof DEMO_CITIES;
