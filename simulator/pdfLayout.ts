// How the application form is laid out on A4 pages (pdfkit): a title, then each section under its
// heading as rows of label and value; a heading never ends a page and a section cut by the page
// goes on under its heading marked 續; every page's footer carries the case number and page n of N.
// Values are written in runs of the form's font and the fallback font (pdfFonts.ts).
import type PDFDocument from 'pdfkit';
import type { Section } from './applicationSections.js';
import { fontRuns } from './pdfFonts.js';

type Doc = InstanceType<typeof PDFDocument>;
type HasGlyph = (codePoint: number) => boolean;

const LABEL_WIDTH = 150;

/** A value at (x, y) in runs of the form's font and the fallback font, wrapped in `w` as one text. */
function valueText(doc: Doc, value: string, at: { x: number; y: number; w: number }, hasMain: HasGlyph, hasFallback: HasGlyph | undefined): void {
  const runs = fontRuns(value, hasMain, hasFallback);
  runs.forEach((run, i) => {
    doc.font(run.fallback ? 'fallback' : 'body');
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, at.x, at.y, { width: at.w, continued });
    else doc.text(run.text, { continued });
  });
  doc.font('body');
}

function heading(doc: Doc, title: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(13).fillColor('#1a237e').text(title, left, doc.y, { width });
  doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor('#9fa8da').stroke();
  doc.moveDown(0.4);
  doc.fillColor('#000000');
}

/** The title and the sections; fonts 'body', 'bold' (and 'fallback' where `hasFallback`) registered. */
export function drawSections(doc: Doc, title: string, sections: Section[], hasMain: HasGlyph, hasFallback: HasGlyph | undefined): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc.font('bold').fontSize(18).text(title, left, doc.page.margins.top, { width, align: 'center' });
  doc.moveDown(0.8);
  for (const section of sections) {
    if (doc.y + 60 > bottom()) doc.addPage();
    heading(doc, section.title);
    for (const [label, value] of section.rows) {
      doc.font('body').fontSize(10.5);
      const height = Math.max(doc.heightOfString(label, { width: LABEL_WIDTH - 8 }), doc.heightOfString(value, { width: width - LABEL_WIDTH }));
      if (doc.y + height > bottom()) {
        doc.addPage();
        heading(doc, `${section.title}（續）`);
        doc.font('body').fontSize(10.5);
      }
      const y = doc.y;
      doc.fillColor('#555555').text(label, left, y, { width: LABEL_WIDTH - 8 });
      doc.fillColor('#000000');
      valueText(doc, value, { x: left + LABEL_WIDTH, y, w: width - LABEL_WIDTH }, hasMain, hasFallback);
      doc.y = y + height + 2.5;
    }
    doc.moveDown(0.5);
  }
}

/** Every page: the case number and "page n of N" in the bottom margin (no page break for it). */
export function drawFooters(doc: Doc, applyId: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(8.5).fillColor('#666666')
      .text(`案件編號 ${applyId}　第 ${i - start + 1} 頁／共 ${count} 頁`, left, doc.page.height - margin + 16, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
