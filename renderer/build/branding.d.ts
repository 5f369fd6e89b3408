// The modules of renderer/build/brandingPlugin.ts.
declare module 'virtual:branding' {
  export const branding: import('../engine/branding.js').Branding;
  /** The logo's address in the build (a file or a data: address). */
  export const logoUrl: string;
}
declare module 'virtual:branding.css';
