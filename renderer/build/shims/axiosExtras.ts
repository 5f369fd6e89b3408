// Stand in for what axios only hands to its callers, in the browser build
// (renderer/build/libraryTrimPlugin.ts): the CancelToken class and the HttpStatusCode table it
// attaches to its default export. Our client (renderer/engine/api.ts) uses neither: it cancels by
// timeout and reads a status as a number. Either, if ever used, fails naming itself.
import { notInBuild } from './notInBuild.js';

const why = 'renderer/engine/api.ts cancels by timeout and reads statuses as numbers';
export const CancelToken = notInBuild('axios\'s CancelToken', why);

const fail = notInBuild('axios\'s HttpStatusCode', why);
/** Reading any code fails; symbols (how a console or inspector looks at an object) answer undefined. */
export const HttpStatusCode: Record<string, number> = new Proxy({}, { get: (_, key) => (typeof key === 'symbol' ? undefined : fail()) });
