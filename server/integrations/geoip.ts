import geoip from 'geoip-country';

/** Country of an IP address (ISO 3166 alpha-2), or undefined when the data set has none. */
export interface CountryLookup {
  country(ip: string): string | undefined;
}

/** geoip-country ships its own data set (refreshed with each release): no network, no licence key. */
export function createGeoipCountryLookup(): CountryLookup {
  return {
    country(ip) {
      const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      return geoip.lookup(address)?.country ?? undefined;
    },
  };
}
