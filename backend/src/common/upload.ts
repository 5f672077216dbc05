import { HttpStatus } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppException } from './errors';
import type { MessageKey } from './i18n/messages';

/**
 * Reads the one file of a multipart request (field `field`) into memory, refusing bodies that are
 * not multipart, a missing file, and files over `maxBytes` (413 with `tooLargeKey`).
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  keys: { missing: MessageKey; tooLarge: MessageKey },
): Promise<{ buffer: Buffer; filename: string; mimetype: string }> {
  if (!request.isMultipart()) throw new AppException(HttpStatus.BAD_REQUEST, keys.missing);
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw toUploadError(error, keys);
  }
  if (!part || part.fieldname !== field) throw new AppException(HttpStatus.BAD_REQUEST, keys.missing);
  try {
    const buffer = await part.toBuffer();
    return { buffer, filename: part.filename, mimetype: part.mimetype };
  } catch (error) {
    throw toUploadError(error, keys);
  }
}

function toUploadError(error: unknown, keys: { missing: MessageKey; tooLarge: MessageKey }): AppException {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || (error as { statusCode?: number }).statusCode === 413) {
    return new AppException(HttpStatus.PAYLOAD_TOO_LARGE, keys.tooLarge);
  }
  return new AppException(HttpStatus.BAD_REQUEST, keys.missing);
}
