import type { UploadType } from './uploads';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type that the file's first bytes prove, or null (the service refuses an upload on it, the app
 * refuses a file on it before sending it). WHY the bytes and never the name or the
 * declared type: both are whatever the uploader says, and an SVG (script inside) or an HTML page
 * named `logo.png` must never be served back as an image.
 */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** What a file name's extension claims, when it claims an image type at all. */
export function typeOfExtension(name: string): UploadType | 'image/svg+xml' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const byExt: Record<string, UploadType | 'image/svg+xml'> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    svg: 'image/svg+xml',
  };
  return ext ? (byExt[ext] ?? null) : null;
}
