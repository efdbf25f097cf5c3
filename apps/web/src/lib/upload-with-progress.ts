import { ApiError, type ApiErrorBody, fallbackMessage, networkError } from './api-client';

// Apart from api-client.ts, which every page loads: only the forms that send images use this.

/**
 * Uploads multipart form data with progress (fetch has no upload progress events yet).
 * Resolves with the JSON answer or rejects with ApiError.
 */
export function uploadWithProgress<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const error = (body as Partial<ApiErrorBody> | undefined)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.message ? error : { code: 'internal', message: fallbackMessage() },
        ),
      );
    };
    xhr.send(form);
  });
}
