// pdfkit ships no types: the part of its API the application-form PDF uses (simulator/applicationPdf.ts).
declare module 'pdfkit' {
  interface PDFDocumentOptions {
    size?: string | [number, number];
    margin?: number;
    pdfVersion?: '1.3' | '1.4' | '1.5' | '1.6' | '1.7' | '1.7ext3';
    userPassword?: string;
    ownerPassword?: string;
    permissions?: {
      printing?: 'lowResolution' | 'highResolution';
      modifying?: boolean;
      copying?: boolean;
      annotating?: boolean;
      fillingForms?: boolean;
      contentAccessibility?: boolean;
      documentAssembly?: boolean;
    };
    info?: Record<string, string | Date>;
    /** Keep pages until end() so they can be revisited (switchToPage) for footers. */
    bufferPages?: boolean;
  }
  interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineBreak?: boolean;
    /** The next text() goes on from where this one stops (runs in other fonts, one wrapped text). */
    continued?: boolean;
  }
  class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } };
    y: number;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    /** `family`: the PostScript name of the font to take from a collection (.ttc). */
    registerFont(name: string, src: Buffer | string, family?: string): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    text(text: string, options: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    addPage(): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(n: number): this;
    end(): void;
  }
  export default PDFDocument;
}
