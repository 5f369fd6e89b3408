// Stands in for @rjsf/utils's omitExtraData module in the browser build: only rjsf's Form calls it
// (given the omitExtraData prop, and through its deprecated getUsedFormData/getFieldNames), and the
// app draws its screens without that Form (renderer/react/SchemaForm.tsx).
import { notInBuild } from './notInBuild.js';

const why = 'the Form prop omitExtraData (renderer/react/ScreenForm.tsx passes none)';
export default notInBuild('rjsf\'s omitExtraData', why);
export const getUsedFormData = notInBuild('rjsf\'s getUsedFormData', why);
export const getFieldNames = notInBuild('rjsf\'s getFieldNames', why);
export const isValueEmpty = notInBuild('rjsf\'s isValueEmpty', why);
