// The checks on the journey model (renderer/journey), in the order they are told: its ways
// (next rules, dead ends, loops), its data (keys a call sends, one type per key) and its fields
// (required while hidden, a shown field's check needing a hidden one), and the step indicator (a way
// forward never shows an earlier step).
import { checkJourneyData } from './journeyData.js';
import { checkJourneyFields } from './journeyFields.js';
import { checkJourneySteps } from './journeySteps.js';
import { checkJourneyTypes } from './journeyTypes.js';
import { checkJourneyWays } from './journeyWays.js';
import type { Sink, Tree } from './types.js';

export function checkJourney(tree: Tree, sink: Sink): void {
  try {
    checkJourneyWays(tree, sink);
    checkJourneyData(tree, sink);
    checkJourneyTypes(tree, sink);
    checkJourneyFields(tree, sink);
    checkJourneySteps(tree, sink);
  } catch (err) {
    // A config too broken to walk is told, not hidden: the faults above say what to fix first.
    sink.fault('flows/flow.json', '', `the journey model could not be built: ${(err as Error).message ?? String(err)}`);
  }
}
