// Vite plugin: the bank's brand at build time. `virtual:branding` is the branding file
// (BRAND=<file>, default brand/branding.json) with its logo's URL; `virtual:branding.css` its
// colours as CSS custom properties; the page's icon becomes the logo and its theme colour the
// primary. Another bank builds with its own file and no code change; in development an edit of
// the file or the logo shows at once.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { cssTokens, DEFAULT_BRAND_FILE, type Branding } from '../engine/branding.js';

const MODULE = 'virtual:branding';
const CSS = 'virtual:branding.css';
const RESOLVED = '\0';

/** The branding file a build uses: BRAND (relative to the repository) or brand/branding.json. */
export function brandFile(root: string, env: Record<string, string | undefined> = process.env): string {
  return resolve(root, env.BRAND || DEFAULT_BRAND_FILE);
}

export function readBranding(file: string): Branding {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Branding;
  } catch (err) {
    throw new Error(`cannot read the branding file ${file}: ${(err as Error).message}`);
  }
}

export function branding(root: string): Plugin {
  const file = brandFile(root);
  return {
    name: 'branding',
    resolveId(id) {
      if (id === MODULE || id === CSS) return RESOLVED + id;
      return undefined;
    },
    transformIndexHtml(html) {
      const brand = readBranding(file);
      const svg = readFileSync(resolve(dirname(file), brand.logo), 'utf8');
      const icon = `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`;
      return html.replace(/<link rel="icon"[^>]*>/, `${icon}\n    <meta name="theme-color" content="${brand.colors.primary}" />`);
    },
    load(id) {
      if (id !== RESOLVED + MODULE && id !== RESOLVED + CSS) return undefined;
      this.addWatchFile(file);
      const brand = readBranding(file);
      if (id === RESOLVED + CSS) return cssTokens(brand.colors, brand.scale);
      const logo = resolve(dirname(file), brand.logo);
      this.addWatchFile(logo);
      return `import logoUrl from ${JSON.stringify(`${logo}?url`)};\nexport const branding = ${JSON.stringify(brand)};\nexport { logoUrl };\n`;
    },
  };
}
