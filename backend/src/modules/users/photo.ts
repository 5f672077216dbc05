import sharp from 'sharp';

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_SIZE = 256;

/**
 * Checks an uploaded avatar by its content (only JPEG and PNG, whatever the file name says) and
 * re-encodes it as a 256x256 WebP. Answers null when the bytes are not a JPEG or PNG image.
 */
export async function toAvatar(input: Buffer): Promise<Buffer | null> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).metadata());
  } catch {
    return null;
  }
  if (format !== 'jpeg' && format !== 'png') return null;
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
