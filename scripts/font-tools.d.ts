// subset-font and fontverter ship no types (@types/subset-font lacks keepFeatures); the calls made here.
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options: { targetFormat: 'woff2'; keepFeatures?: string[] }): Promise<Buffer>;
}
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, to: 'truetype'): Promise<Buffer> };
  export default fontverter;
}
