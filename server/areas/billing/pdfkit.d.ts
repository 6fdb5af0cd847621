// pdfkit ships no type declarations; this covers the part of its API the invoice PDF uses.
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    align?: 'left' | 'right' | 'center' | 'justify';
    lineBreak?: boolean;
    continued?: boolean;
    link?: string;
    underline?: boolean;
  }
  interface DocumentOptions {
    size?: string | [number, number];
    margin?: number;
    info?: { Title?: string; Author?: string; Subject?: string; Creator?: string; CreationDate?: Date };
    compress?: boolean;
    /** The font text starts in (pdfkit's default is its built-in Helvetica). */
    font?: string | Buffer;
  }
  class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } };
    on(event: 'data', cb: (chunk: Buffer) => void): this;
    on(event: 'end' | 'error', cb: (err?: Error) => void): this;
    registerFont(name: string, src: string | Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(w: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    text(text: string, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    rect(x: number, y: number, w: number, h: number): this;
    fill(color?: string): this;
    heightOfString(text: string, options?: TextOptions): number;
    addPage(): this;
    save(): this;
    restore(): this;
    rotate(angle: number, options?: { origin?: [number, number] }): this;
    opacity(o: number): this;
    end(): void;
  }
  export default PDFDocument;
}
