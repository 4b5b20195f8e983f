import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, isDomainError } from '../../shared/errors.ts';

/**
 * The one file of a multipart upload (the scope registered `@fastify/multipart`) read whole, at most
 * `fileSize` bytes: `tooLarge` above it or when no file came, `uploadFailed` for a request that is
 * not multipart or could not be read.
 */
export async function uploadedBytes(
  request: FastifyRequest,
  fileSize: number,
  tooLarge: DomainError,
): Promise<Buffer> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize, files: 1, fields: 2 } });
    if (!file) throw tooLarge;
    return await file.toBuffer();
  } catch (err) {
    if (isDomainError(err)) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge;
    throw new DomainError('invalid', 'uploadFailed');
  }
}
