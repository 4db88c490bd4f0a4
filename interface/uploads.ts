import { z } from './zod';

/** Token images (`POST /api/uploads`): checked by their bytes, stored under the hash of those bytes. */

/** 1 MiB: a logo shown at most a few hundred pixels wide needs no more. */
export const UPLOAD_MAX_BYTES = 1024 * 1024;

/** The image types accepted, each with the extension its content-addressed URL ends in. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export const uploadSchema = z
  .object({
    url: z.url().register(z.globalRegistry, {
      description: 'content-addressed: the same bytes always get the same URL',
    }),
    sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    content_type: z.enum(Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]]),
    bytes: z.int().check(z.positive()),
  })
  .register(z.globalRegistry, { id: 'Upload' });
export type Upload = z.infer<typeof uploadSchema>;
