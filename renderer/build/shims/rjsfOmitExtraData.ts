// Stands in for @rjsf/utils's omitExtraData module in the browser build: rjsf's Form calls it only
// when given the omitExtraData prop, which our Form (renderer/react/ScreenForm.tsx) never passes, and
// getUsedFormData/getFieldNames only through Form's deprecated methods of the same names.
import { notInBuild } from './notInBuild.js';

const why = 'the Form prop omitExtraData (renderer/react/ScreenForm.tsx passes none)';
export default notInBuild('rjsf\'s omitExtraData', why);
export const getUsedFormData = notInBuild('rjsf\'s getUsedFormData', why);
export const getFieldNames = notInBuild('rjsf\'s getFieldNames', why);
export const isValueEmpty = notInBuild('rjsf\'s isValueEmpty', why);
