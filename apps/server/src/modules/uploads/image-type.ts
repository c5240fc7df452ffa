/** A picture type the shop accepts, told by the file's first bytes, never by its name. */
export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const SIGNATURES: readonly { type: ImageType; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: { mime: 'image/jpeg', extension: 'jpg' }, matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    type: { mime: 'image/png', extension: 'png' },
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: { mime: 'image/gif', extension: 'gif' },
    matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  {
    type: { mime: 'image/webp', extension: 'webp' },
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
];

/** The picture type of a file's content, or undefined when it is not one the shop accepts. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.type;
}

/** The type a stored file's extension stands for (stored names always carry the detected one). */
export function imageTypeOfExtension(extension: string): ImageType | undefined {
  return SIGNATURES.find((s) => s.type.extension === extension)?.type;
}
