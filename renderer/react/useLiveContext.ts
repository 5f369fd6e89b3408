// The messages and the revision reach the widgets through a store, not the formContext object
// (widgets/shared/liveContext.ts): a failed submit or a load redraws the widgets, not every rjsf field.
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { LiveContext } from '../../widgets/shared/liveContext.js';
import { nextTask } from '../../widgets/shared/nextTask.js';
import type { ScreenController } from '../engine/screen.js';

export function useLiveContext(controller: ScreenController, fieldErrors: Record<string, string>, contextRevision: number): LiveContext {
  // Made with the first values; later ones are published after each render.
  const live = useMemo(() => new LiveContext(fieldErrors, contextRevision), [controller]);
  useLayoutEffect(() => { live.setErrors(fieldErrors); }, [live, fieldErrors]);
  // A new revision reaches the widgets in a task of its own, after this update is drawn. (A submit
  // the validation stopped bumps none: it changed no data.)
  useEffect(() => nextTask(() => { live.setRevision(contextRevision); }), [live, contextRevision]);
  return live;
}
