// The messages and the revision reach the widgets through a store, not the formContext object
// (widgets/shared/liveContext.ts): a failed submit or a load redraws the widgets, not every rjsf field.
import { useEffect, useLayoutEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { LiveContext } from '../../widgets/shared/liveContext.js';
import { nextTask } from '../../widgets/shared/nextTask.js';
import type { ScreenController } from '../engine/screen.js';

export interface Live {
  live: LiveContext;
  /** A revision not to publish: the one a submit the validation stopped bumped (it ran no effect, so no data changed). */
  spuriousRevision: MutableRefObject<number>;
}

export function useLiveContext(controller: ScreenController, fieldErrors: Record<string, string>, contextRevision: number): Live {
  // Made with the first values; later ones are published after each render.
  const live = useMemo(() => new LiveContext(fieldErrors, contextRevision), [controller]);
  useLayoutEffect(() => { live.setErrors(fieldErrors); }, [live, fieldErrors]);
  // A new revision reaches the widgets in a task of its own, after this update is drawn.
  const spuriousRevision = useRef(-1);
  useEffect(() => {
    const revision = contextRevision;
    return nextTask(() => { if (revision !== spuriousRevision.current) live.setRevision(revision); });
  }, [live, contextRevision]);
  return { live, spuriousRevision };
}
