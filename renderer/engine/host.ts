// What the engine needs from its surroundings: a browser, or a headless
// recorder for fixtures. Alerts and popups do not block the effect list:
// the seeds' redirects run on timers after the alert is shown.

export interface PopupView {
  title?: string;
  body: string;
  buttons: Array<{ label: string; variant?: 'primary' | 'secondary'; onClick: () => void }>;
}

export interface Host {
  /** Shows a message with the language's OK label. */
  alert(message: string): void;
  /** Opens a popup; a button's onClick runs its effects. Returns a closer. */
  popup(view: PopupView): () => void;
  /** Moves to a route inside the app (hash navigation). */
  navigate(route: string): void;
  /** Leaves the application for an address. */
  redirect(url: string): void;
  sleep(ms: number): Promise<void>;
  now(): number;
}
