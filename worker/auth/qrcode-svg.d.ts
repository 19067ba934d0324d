/** The part of qrcode-svg 1.1 (which ships no types) that Hangout uses. */
declare module "qrcode-svg" {
  interface QRCodeOptions {
    content: string;
    padding?: number;
    width?: number;
    height?: number;
    color?: string;
    background?: string;
    ecl?: "L" | "M" | "Q" | "H";
    join?: boolean;
    predefined?: boolean;
    pretty?: boolean;
    swap?: boolean;
    xmlDeclaration?: boolean;
    container?: "svg" | "svg-viewbox" | "g" | "none";
  }

  export default class QRCode {
    constructor(options: string | QRCodeOptions);
    svg(options?: { container?: QRCodeOptions["container"] }): string;
  }
}
