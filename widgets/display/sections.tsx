// Collapsible sections of form fields: a display field of kind 'details' names sibling fields
// (`fields`), and this ObjectFieldTemplate draws those fields inside it instead of at their own
// place. Everything else is rjsf's own object template. The fields keep their ids, values,
// rules and errors; only where they are drawn changes. No screen is named here.
import { createContext, useContext, type ReactNode } from 'react';
import DefaultObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { sectionFields } from './contract.js';

/** section name -> the drawn fields it holds; absent: no section template is registered. */
const SectionContents = createContext<ReadonlyMap<string, ReactNode[]> | undefined>(undefined);

const NO_SECTIONS: ReadonlyMap<string, ReactNode[]> = new Map();

/** The fields each display section of this object's uiSchema groups; a fault in them throws, naming it. */
export function sectionsOf(uiSchema: UiSchema | undefined, names: readonly string[]): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  if (!uiSchema) return sections;
  for (const name of names) {
    const node = uiSchema[name] as UiSchema | undefined;
    // A hidden section is drawn by the hidden field (nothing), its options kept: its fields are hidden with it.
    if (!node || !['display', 'hiddenField'].includes(String(node['ui:field']))) continue;
    const fields = sectionFields(node['ui:options']);
    if (fields.length) sections.set(name, fields);
  }
  const owner = new Map<string, string>();
  for (const [section, fields] of sections) {
    for (const field of fields) {
      const where = `display section "${section}": its fields name "${field}"`;
      if (!names.includes(field)) throw new Error(`${where}, which is not a field beside it (fields: ${names.join(', ')})`);
      if (sections.has(field)) throw new Error(`${where}, which is a section itself (sections do not nest)`);
      const before = owner.get(field);
      if (before !== undefined) throw new Error(`${where}, which the section "${before}" holds already`);
      owner.set(field, section);
    }
  }
  return sections;
}

/** rjsf's object template, with the fields a section holds drawn inside that section. */
export function SectionObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const sections = sectionsOf(props.uiSchema, props.properties.map((p) => p.name));
  if (sections.size === 0) {
    return (
      <SectionContents.Provider value={NO_SECTIONS}>
        <DefaultObjectFieldTemplate {...props} />
      </SectionContents.Provider>
    );
  }
  const owner = new Map<string, string>();
  for (const [section, fields] of sections) for (const f of fields) owner.set(f, section);
  const contents = new Map<string, ReactNode[]>([...sections.keys()].map((s) => [s, []]));
  for (const p of props.properties) {
    const section = owner.get(p.name);
    if (section !== undefined) contents.get(section)!.push(p.content);
  }
  return (
    <SectionContents.Provider value={contents}>
      <DefaultObjectFieldTemplate {...props} properties={props.properties.filter((p) => !owner.has(p.name))} />
    </SectionContents.Provider>
  );
}

/**
 * The drawn fields of the section `name`. A section naming fields with no section template
 * around it is a wiring fault: the fields would silently stay outside it, so it throws.
 */
export function useSectionContents(name: string, fields: readonly string[]): ReactNode[] {
  const contents = useContext(SectionContents);
  if (fields.length === 0) return [];
  if (!contents) {
    throw new Error(`display section "${name}" groups ${fields.join(', ')}, but the form has no section template (register SectionObjectFieldTemplate from widgets/display/sections.tsx as the ObjectFieldTemplate)`);
  }
  return contents.get(name) ?? [];
}
