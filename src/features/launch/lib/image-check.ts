/**
 * The image checks the launch service makes (interface/image-type.ts), made before uploading so that a
 * wrong file is refused at once, with the reason: by its bytes, never by its name or declared type.
 */
import { sniffImageType, typeOfExtension } from '@interface/image-type';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@interface/uploads';
import { formatFixed } from '@/lib/en-us-number';

/** Enough bytes for every signature sniffImageType reads (WebP's is at 8..12). */
const HEAD_BYTES = 16;

export type ImageCheck = { ok: true } | { ok: false; message: string };

const refuse = (message: string): ImageCheck => ({ ok: false, message });

/** `head`: the file's first bytes (at least 16 when it has them). */
export function checkImage(file: { name: string; type: string; size: number }, head: Uint8Array): ImageCheck {
  const claimed = typeOfExtension(file.name);
  if (claimed === 'image/svg+xml' || file.type === 'image/svg+xml') {
    return refuse('SVG images are refused: they can carry scripts. Use a PNG, JPEG, WebP or GIF.');
  }
  if (file.size === 0) return refuse('This file is empty.');
  if (file.size > UPLOAD_MAX_BYTES) {
    return refuse(`This image is ${formatFixed(Math.ceil(file.size / 1024), 0)} KB: at most 1 MB (1,024 KB).`);
  }
  const actual = sniffImageType(head);
  if (!actual) return refuse(`${file.name} is not a PNG, JPEG, WebP or GIF image, whatever its name says.`);
  if (claimed && claimed !== actual) {
    return refuse(`${file.name} is really a ${UPLOAD_TYPES[actual].toUpperCase()}: rename it or export it again.`);
  }
  return { ok: true };
}

/** Reads what checkImage needs of a chosen file. */
export async function checkImageFile(file: File): Promise<ImageCheck> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return checkImage(file, head);
}
