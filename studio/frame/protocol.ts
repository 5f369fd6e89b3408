// What the studio page and a preview frame say to each other (postMessage, same origin).
export interface RenderRequest {
  type: 'studio:render';
  screen: unknown;
  /** The route shown (for the frame's own label). */
  route: string;
  language: string;
  locales: Record<string, unknown>;
  languages: unknown;
  flow: unknown;
  calls: unknown;
  /** flows/effects.json: the named effect lists the screen uses. */
  effectLists?: unknown;
  constants: unknown;
  branding: unknown;
  session: Record<string, unknown>;
  /** Fields with a fault of the check, marked on the form. */
  faultFields: string[];
}

export interface FrameReport {
  type: 'studio:frame';
  height: number;
  log: string[];
}
