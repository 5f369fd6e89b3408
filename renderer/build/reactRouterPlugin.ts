// The build takes react-router's production files (its package points every bundler at the
// development ones, with their warnings), drops the `X.displayName = "..."` lines, which name
// components for React's developer tools only, and marks React's factories (forwardRef,
// createContext, memo, lazy) pure. Those assignments and calls are statements a bundler must keep,
// and each kept its component (Link, NavLink, Form, ScrollRestoration ...) and all it uses: about
// 8 KB gzip of a router the app uses only HashRouter and three hooks of (issue 22). React is
// CommonJS, so rolldown's manualPureFunctions does not see `React.forwardRef` through its interop.
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json', { paths: [dirname(createRequire(import.meta.url).resolve('react-router-dom/package.json'))] }));
const production = { '.': join(routerDir, 'dist/production/index.mjs'), './dom': join(routerDir, 'dist/production/dom-export.mjs') };
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const REACT_FACTORY = /(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo|lazy)\()/g;

export function reactRouterLean(): Plugin {
  return {
    name: 'react-router-lean',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-router') return production['.'];
      if (source === 'react-router/dom') return production['./dom'];
      return null;
    },
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        return { code: code.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '/* @__PURE__ */ $1'), map: null };
      },
    },
  };
}
