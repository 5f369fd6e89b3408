// ajv errors -> (field, keyword, params) for the engine's messages.
interface AjvError { instancePath?: string; keyword: string; params?: Record<string, unknown> }

export function toFieldErrors(errors: unknown[]): Array<{ field: string; keyword: string; params: Record<string, unknown> }> {
  return (errors as AjvError[]).map((e) => {
    const params = e.params ?? {};
    const field = e.keyword === 'required' ? String(params.missingProperty ?? '') : (e.instancePath ?? '').split('/')[1] ?? '';
    return { field, keyword: e.keyword, params };
  });
}
