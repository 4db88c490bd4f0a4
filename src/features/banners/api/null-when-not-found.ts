import { isApiError } from '@/lib/api-error';

/** A banner's 404 means "none today", a normal state: answer null, and let every other failure through. */
export async function nullWhenNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}
