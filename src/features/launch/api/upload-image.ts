import { uploadSchema } from '@interface/uploads';
import { env } from '@/app/env';
import { postForm } from '@/lib/http';

/** Step 1: `POST /api/uploads`, one field `file`; answers the image's content-addressed URL. */
export async function uploadImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const upload = await postForm(env.launchApiUrl, '/api/uploads', form, uploadSchema, { timeoutMs: 30_000 });
  return { url: upload.url };
}
