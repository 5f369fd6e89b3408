// The steps on an outside site the app sent the browser to: a button pressed there (the identity
// portal's outcome, the data platform's code, the staff portal's sign-in), and the site's answer
// followed back into the app in the same tab, whose session storage the trip kept.
import type { ScenarioRun } from '../run.js';
import { staffPortalSignIn } from '../staffPortal.js';
import type { StepHandlers } from './handler.js';

const formPost = (body: Record<string, string> | URLSearchParams) => ({
  method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body), redirect: 'manual' as const,
});

/** The outside site's button sent the browser back (303): the app loads again at that address in the same tab. */
async function comeBack(run: ScenarioRun, n: number, back: Response, choice: string): Promise<string> {
  const location = back.headers.get('location');
  if (back.status !== 303 || !location) run.fail(n, `the browser sent back to the app for ${choice}`, `HTTP ${back.status}`);
  const address = location!.replace(/^https?:\/\/[^/]+/, '');
  await run.reloadTab(address);
  return address;
}

export const outsideSteps: StepHandlers<'identityPortal' | 'dataPlatform' | 'agentSignIn'> = {
  // The newest form post (/StartTWID's to the portal, recorded headless as action?fields): the
  // tester's browser shows that page, then presses the outcome's button (simulator/twidPortal.ts).
  identityPortal: async (step, run, n) => {
    const post = run.host.redirects.at(-1) ?? run.fail(n, 'a form post to the identity portal', 'no redirect');
    const [action, fields = ''] = post.split('?');
    const posted = new URLSearchParams(fields);
    const page = await fetch(run.outside(action), formPost(posted));
    if (page.status !== 200) run.fail(n, `the portal page of ${action}`, `HTTP ${page.status}`);
    const back = await fetch(run.outside(`${action}/answer`), formPost({ VerifyNo: posted.get('VerifyNo') ?? '', Token: posted.get('Token') ?? '', Outcome: step.identityPortal }));
    return `pressed ${step.identityPortal} at the identity portal, back at ${await comeBack(run, n, back, step.identityPortal)}`;
  },

  // The newest redirect (/finishMydata's forward to the government data platform, with its key and
  // forward token): the tester's browser opens it and presses the code's button (simulator/mydataPortal.ts).
  dataPlatform: async (step, run, n) => {
    const link = run.host.redirects.at(-1) ?? run.fail(n, 'a redirect to the data platform', 'no redirect');
    const page = await fetch(run.outside(link), { redirect: 'manual' });
    if (page.status !== 200) run.fail(n, `the data platform page of ${link}`, `HTTP ${page.status}`);
    const url = new URL(run.outside(link));
    const back = await fetch(run.outside(`${url.pathname}/answer`), formPost({ key: url.searchParams.get('key') ?? '', code: step.dataPlatform }));
    return `pressed ${step.dataPlatform} at the data platform, back at ${await comeBack(run, n, back, step.dataPlatform)}`;
  },

  // The agent's window at the bank's staff portal: the form the app posted (the newest recorded
  // form post), the password typed, and the portal's 303 loaded in the same tab (its session storage).
  agentSignIn: async (step, run, n) => {
    const posted = run.host.redirects.filter((r) => r.startsWith('/')).at(-1) ?? run.fail(n, 'a form post to the staff portal', `redirects ${JSON.stringify(run.host.redirects)}`);
    const back = await staffPortalSignIn(run.apiUrl, posted, step.agentSignIn);
    if ('refused' in back) run.fail(n, 'the staff portal to sign the agent in', back.refused);
    const { location } = back as { location: string };
    await run.reloadTab(location);
    return `signed the agent in at the staff portal, back at ${location}`;
  },
};
