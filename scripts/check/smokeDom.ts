// A browser document for the smoke render, from jsdom: its globals are put on
// globalThis while the render runs and taken away after, so the checker's
// other work (and tests running it) see plain Node.
import { JSDOM } from 'jsdom';

const GLOBALS = [
  'window', 'document', 'navigator', 'location', 'HTMLElement', 'HTMLInputElement', 'HTMLButtonElement', 'HTMLSelectElement', 'HTMLTextAreaElement',
  'HTMLAnchorElement', 'Element', 'Node', 'Text', 'DocumentFragment', 'Event', 'CustomEvent', 'KeyboardEvent', 'MouseEvent', 'FocusEvent', 'InputEvent',
  'MutationObserver', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'sessionStorage', 'matchMedia',
];

export interface SmokeDom {
  container(): HTMLElement;
  close(): void;
}

export function openDom(): SmokeDom {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true, url: 'http://127.0.0.1/' });
  const win = dom.window as unknown as Record<string, unknown>;
  win.matchMedia ??= () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined });
  const g = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const name of GLOBALS) {
    saved.set(name, Object.getOwnPropertyDescriptor(g, name));
    const value = typeof win[name] === 'function' && !/^[A-Z]/.test(name) ? (win[name] as (...a: unknown[]) => unknown).bind(win) : win[name];
    Object.defineProperty(g, name, { value, configurable: true, writable: true });
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  return {
    container: () => {
      const div = dom.window.document.createElement('div');
      dom.window.document.body.appendChild(div);
      return div as unknown as HTMLElement;
    },
    close: () => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(g, name, descriptor);
        else delete g[name];
      }
      delete g.IS_REACT_ACT_ENVIRONMENT;
      dom.window.close();
    },
  };
}
