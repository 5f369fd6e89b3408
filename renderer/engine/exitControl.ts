// The frame's exit control (the banking header's 離開 button): shown only under the banking header,
// it opens the screen's own exit popup, else flows/flow.json shell.exitPopup. Pure: the shell draws
// the button, the headless runner presses it (the scenario step pressExit).
import type { FlowConfig } from './flowTypes.js';
import type { ScreenConfig } from './types.js';

/** The popup the exit control opens on this screen: after the submit, leaving is not cancelling (issue 17 §5). */
export function exitPopupOf(screen: Pick<ScreenConfig, 'exitPopup'>, flow: Pick<FlowConfig, 'shell'>): string {
  return screen.exitPopup ?? flow.shell?.exitPopup ?? 'exit';
}
