/**
 * An expected failure of an API call. Services throw it; the `/java` error handler turns it into the
 * failure envelope, translating `messageKey` (an `errors:` catalog key) into the caller's language.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  readonly errorCode: number | undefined;

  constructor(
    httpStatus: number,
    messageKey: string,
    params: Record<string, string | number> = {},
    errorCode?: number,
  ) {
    super(messageKey);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.messageKey = messageKey;
    this.params = params;
    this.errorCode = errorCode;
  }
}
