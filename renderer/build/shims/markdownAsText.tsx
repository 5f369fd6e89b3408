// Stands in for markdown-to-jsx in the browser build (vite.config.ts aliases 'markdown-to-jsx/react'
// here). @rjsf/core imports it for ui:enableMarkdownInDescription/Help and for its own error texts;
// no screen uses markdown, and config strings are rendered as text, never parsed (DESIGN.md §5).
// It saves about 30 KB gzip on every screen.
import type { ReactNode } from 'react';

export interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
  'data-testid'?: string;
}

/** The text as it is, in a span (what markdown-to-jsx renders for one line of plain text). */
export function Markdown({ children, 'data-testid': testId }: MarkdownProps) {
  return <span data-testid={testId}>{children}</span>;
}

export default Markdown;
