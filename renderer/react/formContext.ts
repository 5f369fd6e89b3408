import type { FormContext } from './screenRuntime.js';

/** The formContext every widget gets: the widget contract plus what the templates need. */
export interface RuntimeFormContext extends FormContext {
  required: ReadonlySet<string>;
  hidden: ReadonlySet<string>;
  loaded: boolean;
}
