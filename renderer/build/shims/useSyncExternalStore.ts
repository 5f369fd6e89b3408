// Stands in for use-sync-external-store/shim in the browser build (renderer/build/libraryTrimPlugin.ts):
// react-i18next imports the shim for React before 18; the shim itself answers with React's own
// useSyncExternalStore whenever React has one, which every React this app runs on (18 and later) does.
export { useSyncExternalStore } from 'react';
