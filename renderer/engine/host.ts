// What the engine needs from its surroundings: a browser, or a headless
// recorder for fixtures. Alerts and popups do not block the effect list:
// the seeds' redirects run on timers after the alert is shown.

export interface PopupView {
  title?: string;
  body: string;
  /** An illustration between the body and the buttons: an address of the app's own assets and its text alternative (translated). */
  image?: { src: string; alt: string; width?: number; height?: number };
  buttons: Array<{ label: string; variant?: 'primary' | 'secondary'; onClick: () => void | Promise<void> }>;
}

export interface Host {
  /**
   * Shows a message with one button: the language's error label (common.ok: 確定 / Go back and revise, 000 §8), or with
   * `notice` its notice label (common.noticeOk: 確定 / OK) for a message that asks nothing to be revised.
   */
  alert(message: string, notice?: boolean): void;
  /** Opens a popup; a button's onClick runs its effects (resolving when they are done). Returns a closer. */
  popup(view: PopupView): () => void;
  /** Moves to a route inside the app (hash navigation). */
  navigate(route: string): void;
  /** Leaves the application for an address. */
  redirect(url: string): void;
  sleep(ms: number): Promise<void>;
  now(): number;
}
