// JSON as people write meta-schemas: a value that fits on one line stays on one line
// (`{ "type": "string" }`), a longer one opens over several.
const WIDTH = 160;

function oneLine(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(oneLine).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const parts = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`);
    return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
  }
  return JSON.stringify(value);
}

export function compactJson(value: unknown, indent = ''): string {
  const flat = oneLine(value);
  if (indent.length + flat.length <= WIDTH || typeof value !== 'object' || value === null) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + compactJson(v, inner)).join(',\n')}\n${indent}]`;
  const lines = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}
