import type { ChatUploadKind } from '@ffe/shared/contracts/im';
import { imageTypeOf, imageTypeOfExtension } from './image-type';

/** How a stored file is kept and served; its extension, part of the stored name, says which. */
export interface StoredType {
  kind: ChatUploadKind;
  mime: string;
  extension: string;
}

/** The bytes a type is told by; enough for every signature below. */
export const SNIFF_BYTES = 16;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const isMp4Family = (b: Uint8Array) => startsWith(b, ascii('ftyp'), 4);
const isMatroska = (b: Uint8Array) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]);

/** A sound or video type and how its content starts. */
interface Signature {
  type: StoredType;
  matches: (bytes: Uint8Array) => boolean;
}

const SOUNDS: readonly Signature[] = [
  {
    type: { kind: 'sound', mime: 'audio/mpeg', extension: 'mp3' },
    // An ID3 tag, or an MPEG audio layer III frame header.
    matches: (b) => startsWith(b, ascii('ID3')) || (b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2),
  },
  // An ADTS frame header: 12 sync bits and layer 0.
  {
    type: { kind: 'sound', mime: 'audio/aac', extension: 'aac' },
    matches: (b) => b[0] === 0xff && ((b[1] ?? 0) & 0xf6) === 0xf0,
  },
  // Safari records into MP4; an M4A is one too.
  { type: { kind: 'sound', mime: 'audio/mp4', extension: 'm4a' }, matches: isMp4Family },
  { type: { kind: 'sound', mime: 'audio/ogg', extension: 'ogg' }, matches: (b) => startsWith(b, ascii('OggS')) },
  // Chrome records into WebM.
  { type: { kind: 'sound', mime: 'audio/webm', extension: 'weba' }, matches: isMatroska },
  {
    type: { kind: 'sound', mime: 'audio/wav', extension: 'wav' },
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WAVE'), 8),
  },
];

const VIDEOS: readonly Signature[] = [
  {
    type: { kind: 'video', mime: 'video/quicktime', extension: 'mov' },
    matches: (b) => isMp4Family(b) && startsWith(b, ascii('qt  '), 8),
  },
  { type: { kind: 'video', mime: 'video/mp4', extension: 'mp4' }, matches: isMp4Family },
  { type: { kind: 'video', mime: 'video/webm', extension: 'webm' }, matches: isMatroska },
];

/** Any other file: never shown inline, always downloaded under the name it came with. */
export const ANY_FILE: StoredType = { kind: 'file', mime: 'application/octet-stream', extension: 'file' };

const IMAGE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp'];

/** The extensions stored names end with, one per type. */
export const STORED_EXTENSIONS: readonly string[] = [
  ...IMAGE_EXTENSIONS,
  ...SOUNDS.map((s) => s.type.extension),
  ...VIDEOS.map((s) => s.type.extension),
  ANY_FILE.extension,
];

/** The type to store a file of `kind` as, told by its first bytes; undefined when its content is not of that kind. */
export function storedTypeOf(kind: ChatUploadKind, head: Uint8Array): StoredType | undefined {
  switch (kind) {
    case 'image': {
      const image = imageTypeOf(head);
      return image && { kind, ...image };
    }
    case 'sound':
      return SOUNDS.find((s) => s.matches(head))?.type;
    case 'video':
      return VIDEOS.find((s) => s.matches(head))?.type;
    case 'file':
      return ANY_FILE;
  }
}

/** The type a stored name's extension stands for. */
export function storedTypeOfExtension(extension: string): StoredType | undefined {
  const image = imageTypeOfExtension(extension);
  if (image) return { kind: 'image', ...image };
  if (extension === ANY_FILE.extension) return ANY_FILE;
  return [...SOUNDS, ...VIDEOS].find((s) => s.type.extension === extension)?.type;
}
