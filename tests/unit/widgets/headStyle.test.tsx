// @vitest-environment jsdom
// A widget family's own styles go into the head once, however many fields render them, and
// before the fields paint (insertion effects run before layout effects).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { HeadStyle } from '../../../widgets/shared/HeadStyle.js';

afterEach(() => { cleanup(); document.head.innerHTML = ''; });

describe('HeadStyle', () => {
  it('adds one <style> per id to the head, however many render it', () => {
    render(<>{[1, 2, 3].map((n) => <HeadStyle key={n} id="wg-test" css=".a{color:red}" />)}<HeadStyle id="wg-other" css=".b{}" /></>);
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.map((s) => [s.id, s.textContent])).toEqual([['wg-test', '.a{color:red}'], ['wg-other', '.b{}']]);
  });

  it('is in the head before the field\'s layout effects run', () => {
    let seen: string | null = 'not run';
    function Field() {
      useLayoutEffect(() => { seen = document.getElementById('wg-early')?.textContent ?? null; }, []);
      return <p>field</p>;
    }
    render(<><HeadStyle id="wg-early" css=".x{}" /><Field /></>);
    expect(seen).toBe('.x{}');
  });

  it('renders nothing in the field itself', () => {
    const { container } = render(<HeadStyle id="wg-none" css=".y{}" />);
    expect(container.innerHTML).toBe('');
  });
});
