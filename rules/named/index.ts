// Named JSONata expressions shared by screens: `$named('giftGroups', $$)` evaluates one against
// the root context. Each is a file of its own, rules/named/<name>.jsonata (its opening comment says
// what it means); npm run generate bundles them as strings (rules.generated.ts).
export { namedRules } from './rules.generated.js';
