import { IMAGE_MAX_BYTES } from '@shared/limits';

/** The image types the server accepts by their bytes (never SVG). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why an image cannot be sent, or null when it can: an image type only, at most 5 MB. */
export function imageProblem(file: File): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** Reads a file as a base64 data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}
