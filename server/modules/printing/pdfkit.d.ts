/** The part of pdfkit's API the printouts draw with (the package ships no types of its own). */
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineBreak?: boolean;
    ellipsis?: boolean | string;
    continued?: boolean;
  }
  interface DocumentOptions {
    size?: string | [number, number];
    margin?: number;
    bufferPages?: boolean;
    autoFirstPage?: boolean;
    lang?: string;
    info?: { Title?: string; Author?: string; Subject?: string; Creator?: string; Producer?: string };
  }
  class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } };
    registerFont(name: string, src: string | Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    image(src: Buffer, x?: number, y?: number, options?: { fit?: [number, number]; width?: number; height?: number }): this;
    rect(x: number, y: number, w: number, h: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(): this;
    addPage(options?: DocumentOptions): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(n: number): this;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): void;
  }
  export default PDFDocument;
}
