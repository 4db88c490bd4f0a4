import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { sniffImageType, typeOfExtension } from '../../interface/image-type';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadType } from '../../interface/uploads';
import type { ServiceContext } from '../context';
import { ApiError } from '../http/errors';
import type { createServiceApp } from '../http/service-app';

type Route = ReturnType<typeof createServiceApp>['route'];

const refuse = (message: string) => new ApiError('INVALID_REQUEST', message, [{ field: 'file', message }]);

/** The one `file` of a multipart body, or a 400 that says what was sent instead. */
async function uploadedFile(c: Context): Promise<File> {
  if (!c.req.header('Content-Type')?.startsWith('multipart/form-data')) {
    throw refuse('must be sent as multipart/form-data with one field named "file"');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw refuse('the multipart body could not be read');
  }
  const file = form.file;
  if (Array.isArray(file)) throw refuse('send one file, not several');
  if (!(file instanceof File)) throw refuse('is missing: send the image in a field named "file"');
  return file;
}

/** Checks an image by its bytes; every refusal names the reason. */
function checkImage(file: File, bytes: Uint8Array): UploadType {
  if (bytes.length === 0) throw refuse('is empty');
  if (bytes.length > UPLOAD_MAX_BYTES) throw refuse(`is ${bytes.length} bytes: at most ${UPLOAD_MAX_BYTES} (1 MiB)`);
  const claimed = typeOfExtension(file.name);
  if (claimed === 'image/svg+xml' || file.type === 'image/svg+xml') {
    throw refuse('is an SVG: SVG can carry scripts, so only PNG, JPEG, WebP or GIF are accepted');
  }
  const actual = sniffImageType(bytes);
  if (!actual) throw refuse('is not a PNG, JPEG, WebP or GIF image (its bytes say otherwise, whatever its name)');
  if (claimed && claimed !== actual) {
    throw refuse(
      `is named ${file.name} but its bytes are ${UPLOAD_TYPES[actual].toUpperCase()}: rename it or export it again`,
    );
  }
  if (file.type && file.type !== 'application/octet-stream' && file.type !== actual) {
    throw refuse(`is declared ${file.type} but its bytes are ${actual}`);
  }
  return actual;
}

/**
 * Token images: `POST /api/uploads` stores an image under the SHA-256 of its bytes and answers its
 * URL; `GET /uploads/<sha256>.<ext>` serves it, immutable, with the type its bytes proved.
 */
export function uploadRoutes(route: Route, app: Hono, ctx: ServiceContext) {
  const { db, clock, config } = ctx;
  const put = db.prepare(
    'INSERT INTO uploads (sha256, content_type, data, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const get = db.prepare<[string], { content_type: string; data: Buffer }>(
    'SELECT content_type, data FROM uploads WHERE sha256 = ?',
  );

  route('upload', async ({ c }) => {
    const file = await uploadedFile(c);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = checkImage(file, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    put.run(sha256, type, Buffer.from(bytes), clock());
    const url = `${config.launchPublicUrl}/uploads/${sha256}.${UPLOAD_TYPES[type]}`;
    return { url, sha256, content_type: type, bytes: bytes.length };
  });

  app.get('/uploads/:file{[0-9a-f]{64}\\.(png|jpg|webp|gif)}', (c) => {
    const file = c.req.param('file');
    const row = get.get(file.slice(0, 64));
    if (!row || !file.endsWith(`.${UPLOAD_TYPES[row.content_type as UploadType]}`)) {
      throw new ApiError('NOT_FOUND', `No upload ${file}`);
    }
    return c.body(new Uint8Array(row.data), 200, {
      'Content-Type': row.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An image never runs anything, even if a browser is asked to open it as a page.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
}
