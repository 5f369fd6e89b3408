// Which of the lazily loaded rule tables a config's expressions name: the shared rules ($named) and
// the payload mappings ($payload). The evaluator loads them before a screen is drawn
// (loadRuleTablesFor); the build asks for their files with the screen's (renderer/build/screenPreloadPlugin.ts).

export interface RuleTables { named: boolean; payload: boolean }

export function ruleTablesOf(config: unknown): RuleTables {
  const text = JSON.stringify(config) ?? '';
  return { named: /\$named\(/.test(text), payload: /\$payload\(/.test(text) };
}
