import type { DraftStore } from '../../widgets/shared/drafts.js';
import type { FormContext } from './screenRuntime.js';

/** The formContext every widget gets: the widget contract plus what the templates need. */
export interface RuntimeFormContext extends FormContext {
  required: ReadonlySet<string>;
  hidden: ReadonlySet<string>;
  loaded: boolean;
  /** Typed text the text widgets hold before the form has it (widgets/shared/drafts.ts). */
  drafts: DraftStore;
  /**
   * The language, as a plain value: rjsf compares contexts treating functions as equal, so a new
   * runtime.t alone would not redraw the fields and a language switch left texts in the old one.
   */
  language: string;
}
