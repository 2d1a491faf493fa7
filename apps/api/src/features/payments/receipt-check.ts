import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '@portal/domain/errors';

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The types a receipt may be, and the extension it is served back with. */
const ACCEPTED: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** PDF names of what runs or carries other files inside a PDF: a bank's receipt has none of them. */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

/**
 * The scan of an uploaded receipt (docs/decisions/024): not empty, at most 5 MB, its type decided by its
 * first bytes (never its name or the type the browser declared) among PDF, JPEG and PNG, and a PDF with
 * no scripts, launch actions or attached files. Returns the type and the extension to serve it with.
 */
export async function checkReceipt(bytes: Buffer): Promise<{ mime: string; ext: string }> {
  if (bytes.length === 0) throw new DomainError('receiptEmpty');
  if (bytes.length > RECEIPT_MAX_BYTES) throw new DomainError('receiptTooLarge');
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !ext) throw new DomainError('receiptType');
  if (detected.mime === 'application/pdf' && PDF_ACTIVE.test(bytes.toString('latin1'))) {
    throw new DomainError('receiptActiveContent');
  }
  return { mime: detected.mime, ext };
}
