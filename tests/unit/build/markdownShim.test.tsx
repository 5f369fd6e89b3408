// @vitest-environment jsdom
// renderer/build/shims/markdownAsText.tsx stands in for markdown-to-jsx in the browser build: what
// rjsf hands it (a description, a help text, its own messages) is drawn as text, never parsed.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../renderer/build/shims/markdownAsText.js';

describe('the markdown stand-in', () => {
  it('draws markdown and HTML as the text they are', () => {
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true }} data-testid="md">{'**bold** <img src=x onerror=alert(1)> [link](javascript:alert(1))'}</Markdown>);
    expect(container.innerHTML).toBe('<span data-testid="md">**bold** &lt;img src=x onerror=alert(1)&gt; [link](javascript:alert(1))</span>');
  });
});
