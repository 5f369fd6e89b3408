// The links the bank sends in mail and SMS (the email check, the agent's links): absolute, so a
// mail client or a phone's messages app can open them, built from one configured base, the app's
// address. `npm start` and `npm run serve` default it to their own origin; APP_URL sets it
// (simulator/README.md). Never taken from a request's Host header, which a caller chooses.

/** The base as links use it: an http(s) address with no query or fragment, without its trailing slash. */
export function appBase(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`the app's address for links in mail and SMS must be an absolute http(s) address, not ${JSON.stringify(url)}`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new Error(`the app's address for links in mail and SMS must be an http(s) address without a query, fragment or credentials, not ${JSON.stringify(url)}`);
  }
  return parsed.href.replace(/\/+$/, '');
}

/** The absolute address of one of the app's hash routes (`/EmailCheck?cid=…`) under the base. */
export const appLinkOf = (base: string, route: string): string => `${appBase(base)}/#${route.startsWith('/') ? route : `/${route}`}`;
