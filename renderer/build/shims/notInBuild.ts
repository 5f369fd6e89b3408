// What a library function left out of the browser build answers if it is ever called
// (renderer/build/libraryTrimPlugin.ts): an error naming it and the reason, never a guess. The
// reasons are held by checks: `npm run check` refuses a screen schema that would reach one.
export function notInBuild(name: string, why: string): (...args: unknown[]) => never {
  return () => { throw new Error(`${name} is not in this build (renderer/build/libraryTrimPlugin.ts): ${why}`); };
}
