// A browser at the bank's staff portal (simulator/staffPortal.ts), for the scenario step agentSignIn.

const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/**
 * Posts the app's form (`posted`, the action and its fields as a query), reads the sign-in form
 * the page shows (its action, hidden fields, the password field), types the password and submits
 * it. The portal's 303 is where the browser goes back to; any other answer is a refusal, with the
 * page's text.
 */
export async function staffPortalSignIn(apiUrl: string, posted: string, password: string): Promise<{ location: string } | { refused: string }> {
  const form = (body: string) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' as const });
  const [action, fields = ''] = posted.split('?');
  const page = await fetch(`${apiUrl}${action}`, form(fields));
  const html = await page.text();
  const text = (markup: string) => unescapeHtml(markup.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
  if (page.status !== 200) return { refused: `HTTP ${page.status}: ${text(html)}` };
  const target = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const passwordField = /<input[^>]*name="([^"]+)"[^>]*type="password"/.exec(html)?.[1];
  if (!target || !passwordField) return { refused: `no sign-in form on the page: ${text(html)}` };
  const answer = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) answer.set(unescapeHtml(m[1]), unescapeHtml(m[2]));
  answer.set(passwordField, password);
  const res = await fetch(`${apiUrl}${unescapeHtml(target)}`, form(answer.toString()));
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) return { refused: `HTTP ${res.status}: ${text(await res.text())}` };
  return { location };
}
