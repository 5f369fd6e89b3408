// `npm run check` without the printing: loads every config file under rootDir
// and runs each kind of check, collecting all faults (none stops the others).
import { checkBranding } from './branding.js';
import { checkCalls } from './calls.js';
import { checkCampaigns } from './campaigns.js';
import { checkEffectListUses } from './effectListUses.js';
import { checkExpressions } from './expressions.js';
import { checkFormFields } from './formFields.js';
import { checkHistory } from './history.js';
import { checkI18n } from './i18n.js';
import { checkInterpolation } from './interpolation.js';
import { checkJourney } from './journey.js';
import { checkJudgedBy } from './judgedBy.js';
import { checkLanguages } from './languages.js';
import { loadTree } from './load.js';
import { checkMetaSchemas } from './metaSchema.js';
import { checkMissingFieldTrap } from './missingFieldTrap.js';
import { checkNamedRules } from './namedRules.js';
import { checkPayloads } from './payloads.js';
import { checkReachability } from './reachability.js';
import { checkReferences } from './references.js';
import { checkRoutes } from './routes.js';
import { checkScenarioFills } from './scenarioFills.js';
import { checkScreenSchemas } from './screenSchemas.js';
import { checkServiceCalls } from './serviceCalls.js';
import { checkShellBanking } from './shellBanking.js';
import { checkSessionKeys } from './sessionKeys.js';
import { checkSmokeRender } from './smokeRender.js';
import { checkUiFields } from './uiFields.js';
import { checkWidgets } from './widgets.js';
import { routeTable } from './routeTable.js';
import { Sink, type Report } from './types.js';

export type { Fault, Report, Summary } from './types.js';

export async function checkConfig(rootDir: string): Promise<Report> {
  const sink = new Sink();
  const tree = await loadTree(rootDir, sink);
  checkEffectListUses(tree, sink); // first: a fault inside a named effect list names where it is used
  await checkMetaSchemas(tree, sink); // a
  checkScreenSchemas(tree, sink); // a: the screens' own data schemas
  await checkExpressions(tree, sink); // b
  await checkNamedRules(tree, sink); // b: rules/named/*.jsonata compile and are what the app bundles
  await checkMissingFieldTrap(tree, sink); // b: comparisons a missing field silently decides (`session.IsOCR != 'Y'`)
  const notConfigured = checkRoutes(tree, sink); // c
  checkReachability(tree, sink); // d
  checkHistory(tree, sink); // d: Back and Forward's page states (flows/flow.json history)
  checkWidgets(tree, sink); // e
  checkReferences(tree, sink); // f
  checkFormFields(tree, sink); // f: field names in rules and effects against the screen's schema
  checkUiFields(tree, sink); // f: ui:order and uiSchema keys against the screen's schema
  checkCalls(tree, sink); // f: call effects, request keys, server.<call>.<field> against flows/calls.json
  checkServiceCalls(tree, sink); // f: a service's call (the device log's A76) and its args against flows/calls.json
  checkJudgedBy(tree, sink); // f: what the bank judges a call with (calls.json judgedBy): its screen and fields, or its payload
  checkPayloads(tree, sink); // f: flows/payloads.json's sources, keys and flags; every $payload call and key read
  checkLanguages(tree, sink); // g: the language list, its locale files, scenario languages
  checkI18n(tree, sink); // g
  checkInterpolation(tree, sink); // g: every {placeholder} balanced and passed where its key is used
  checkSessionKeys(tree, sink); // session keys written (faults) and read (warnings)
  checkScenarioFills(tree, sink); // a scenario's fill names fields of the screen it types on
  checkShellBanking(tree, sink); // flows/flow.json shell.banking: a declared session key and one of its values
  checkJourney(tree, sink); // the journey model: ways, data flow, one type per key, required and visible
  checkCampaigns(tree, sink);
  checkBranding(tree, sink);
  await checkSmokeRender(tree, sink); // last: screens whose config has faults above are not rendered
  const faults = [...sink.faults].sort((a, b) => a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
  return {
    faults,
    warnings: sink.warnings,
    summary: {
      files: tree.fileCount,
      expressions: sink.expressions,
      routes: routeTable(tree).routes.length,
      screens: tree.screens.size,
      widgets: tree.widgets.size,
      notConfigured,
    },
  };
}
