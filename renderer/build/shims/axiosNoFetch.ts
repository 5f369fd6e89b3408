// axios's fetch adapter, left out of the build (renderer/build/libraryTrimPlugin.ts): axios takes its
// XMLHttpRequest adapter first, so this is asked for only where no XMLHttpRequest exists, and then
// answers that the fetch adapter is not in the build (axios's own message for a null adapter).
export const getFetch = (): null => null;
