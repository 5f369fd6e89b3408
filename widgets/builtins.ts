/** rjsf's own ui:widget names, which screens may use without a contract of ours. */
export const BUILTIN_WIDGETS: readonly string[] = ['text', 'textarea', 'password', 'email', 'select', 'radio', 'checkbox', 'checkboxes', 'hidden', 'updown', 'range', 'date'];
