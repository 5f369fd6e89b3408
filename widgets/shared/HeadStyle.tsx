// A widget's own styles, put into the document head once however many fields render them (one
// <style id> per widget family). No CSS import, so the config checker renders these widgets in
// Node (jsdom) as well. Inserted before layout effects run, so a field never paints unstyled.
// The production CSP allows inline styles.
import { useInsertionEffect } from 'react';

/** Adds `<style id={id}>` with `css` to the head unless one with that id is there already. */
export function ensureHeadStyle(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}

export function HeadStyle({ id, css }: { id: string; css: string }) {
  useInsertionEffect(() => ensureHeadStyle(document, id, css), [id, css]);
  return null;
}
