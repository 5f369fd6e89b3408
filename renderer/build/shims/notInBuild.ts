// What a library function left out of the browser build answers if it is ever called
// (renderer/build/libraryTrimPlugin.ts): an error naming it and the reason, never a guess. The
// reasons are held: `npm run check` refuses a screen schema that would reach one, and
// tests/unit/build/ hold our Form's props and our client's requests to what keeps the rest away.
// A function, not an arrow: called with `new` (a class left out) it throws the same error.
export function notInBuild(name: string, why: string): (...args: unknown[]) => never {
  return function standIn(): never { throw new Error(`${name} is not in this build (renderer/build/libraryTrimPlugin.ts): ${why}`); };
}
