declare module 'geoip-country' {
  interface Country {
    country: string;
    name?: string;
    native?: string;
    phone?: number[];
    continent?: string;
    languages?: string[];
  }
  const geoip: { lookup(ip: string): Country | null };
  export default geoip;
}
