// Stand in for axios's form and query serialisers in the browser build
// (renderer/build/libraryTrimPlugin.ts): axios turns an object into FormData or a URL-encoded form
// only when the request's Content-Type asks for one, FormData into JSON only when it is sent as
// JSON, and params into a query string only when there are params. Our client
// (renderer/engine/api.ts) posts a JSON object as JSON and FormData as it is, never with params
// (tests/unit/build/axiosForms.test.ts sends both through axios with these in place).
import { notInBuild } from './notInBuild.js';

const why = 'renderer/engine/api.ts posts JSON objects as JSON and FormData as it is, without params';
export const toFormData = notInBuild('axios\'s toFormData', why);
export const toURLEncodedForm = notInBuild('axios\'s toURLEncodedForm', why);
export const formDataToJSON = notInBuild('axios\'s formDataToJSON', why);
export const AxiosURLSearchParams = notInBuild('axios\'s AxiosURLSearchParams', why);
