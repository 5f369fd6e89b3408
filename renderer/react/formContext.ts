import type { DraftStore } from '../../widgets/shared/drafts.js';
import type { LiveContext } from '../../widgets/shared/liveContext.js';
import type { FormContext } from '../../widgets/shared/screenRuntime.js';

/**
 * The formContext every widget gets: the widget contract plus what the templates need. Its
 * `fieldErrors` and `revision` are not in the object (rjsf would redraw every field when they
 * change) but in `live`, which widgets read through formContextOf (widgets/shared/liveContext.ts).
 */
export interface RuntimeFormContext extends Omit<FormContext, 'fieldErrors' | 'revision'> {
  live: LiveContext;
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
