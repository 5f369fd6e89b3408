// renderer/build/reactRouterPlugin.ts: the build takes react-router's production files, without the
// displayName lines and with React's factories marked pure, so a bundle of HashRouter and the hooks
// the app uses keeps no Link, NavLink or Form.
import { readFileSync } from 'node:fs';
import { build } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { reactRouterLean } from '../../../renderer/build/reactRouterPlugin.js';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = reactRouterLean();
const resolveId = plugin.resolveId as Hook;
const transform = (plugin.transform as { handler: Hook }).handler;

describe('react-router, lean', () => {
  it('resolves react-router and react-router/dom to the production files', () => {
    expect(resolveId.call(null, 'react-router', undefined)).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(resolveId.call(null, 'react-router/dom', undefined)).toMatch(/react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
    expect(resolveId.call(null, 'react-router-dom', undefined)).toBeNull();
  });

  it('given a module, drops its displayName lines and marks React\'s factories pure, nothing else', () => {
    const code = [
      'var Link = React.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var Ctx = React2.createContext(null);',
      'var x = Other.forwardRef(1);',
      'el.displayName = name;',
    ].join('\n');
    expect((transform.call(null, code, 'x.mjs') as { code: string }).code.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React.forwardRef(function LinkWithRef() {});',
      '',
      'var Ctx = /* @__PURE__ */ React2.createContext(null);',
      'var x = Other.forwardRef(1);',
      'el.displayName = name;',
    ]);
  });

  it('when HashRouter and the hooks the app uses are bundled with React, then Link, NavLink and Form are not', async () => {
    const main = readFileSync('renderer/react/main.tsx', 'utf8') + readFileSync('renderer/react/Shell.tsx', 'utf8');
    const used = [...main.matchAll(/import \{([^}]*)\} from 'react-router-dom'/g)].flatMap((m) => m[1].split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('type ')));
    expect(used.sort()).toEqual(['HashRouter', 'useLocation', 'useNavigate', 'useNavigationType']);
    const entry = 'virtual:entry';
    const out = await build({
      input: entry, write: false, cwd: process.cwd(),
      plugins: [{ name: 'entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? `export { ${used.join(', ')} } from 'react-router-dom';` : null) },
        { name: 'lean', resolveId: plugin.resolveId as never, transform: plugin.transform as never }],
      output: { minify: true, format: 'esm' }, transform: { define: { 'process.env.NODE_ENV': '"production"' } }, logLevel: 'silent',
    });
    const code = out.output.map((o) => ('code' in o ? o.code : '')).join('');
    expect(code).toContain('HashRouter');
    expect(code).not.toMatch(/aria-current|fetcher\.Form|ScrollRestoration/);
  });
});
