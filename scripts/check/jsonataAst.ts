// Moved to rules/ast.ts (pure: the journey model reads JSONata trees too); kept for the checker's imports.
export * from '../../rules/ast.js';
