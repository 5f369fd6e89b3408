// Stands in for @rjsf/validator-ajv8's processRawValidationErrors in the browser build: the
// precompiled validator turns raw errors into rjsf's error list only for rjsf's own validation
// (validateFormData), which only its Form runs, and the app draws its screens without that Form
// (renderer/react/SchemaForm.tsx); the screen is checked with the validator's rawValidation (renderer/react/validators.ts).
import { notInBuild } from './notInBuild.js';

export default notInBuild('rjsf\'s processRawValidationErrors', 'rjsf\'s own form validation (the app draws its screens without rjsf\'s Form; screens are checked with rawValidation)');
