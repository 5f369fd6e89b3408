// Stands in for @rjsf/validator-ajv8's processRawValidationErrors in the browser build: the
// precompiled validator turns raw errors into rjsf's error list only for rjsf's own validation
// (validateFormData), which its Form runs without noValidate, with liveValidate, or from
// validateForm(). Our Form passes noValidate and nothing else (renderer/react/ScreenForm.tsx); the
// screen is checked with the validator's rawValidation (renderer/react/validators.ts).
import { notInBuild } from './notInBuild.js';

export default notInBuild('rjsf\'s processRawValidationErrors', 'rjsf\'s own form validation (our Form passes noValidate; screens are checked with rawValidation)');
