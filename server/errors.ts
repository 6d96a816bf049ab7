import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTEXT_ID_HEADER, type ErrorBody } from '../resources/errors/apiError';
import { SERVER_TEXTS, type ServerErrorKey } from '../i18n/serverTexts';
import { DatabaseUnavailableError, RETRY_AFTER_SECONDS, UNAVAILABLE_CODES } from './db/availability';
import { callerLocaleOf } from './callerLanguage';
import { translatorFor } from './serverTranslator';

export type { ErrorBody };

/** An error whose message is meant for the caller; anything else answers 500 with a generic text. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = 'ERROR',
    /** The field of the request's body the refusal is about, when it is about one. */
    readonly field?: string,
    /** The server's text the message is (i18n/en/server.ts), answered in the caller's language. */
    readonly text?: ServerErrorKey,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', field?: string) => new HttpError(400, message, code, field);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, message, code);

/** A refusal in the server's words: English in its message and the log, the caller's language in the answer. */
export const refusal = (statusCode: number, text: ServerErrorKey, code: string, field?: string) => new HttpError(statusCode, SERVER_TEXTS.en.errors[text], code, field, text);

const FASTIFY_CLIENT_ERRORS: Record<string, ServerErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'mediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'contentLength',
};

/** A refusal in the caller's words: the language they chose, else their browser's (server/callerLanguage.ts). */
const inCallersLanguage = (request: FastifyRequest, text: ServerErrorKey) => translatorFor(callerLocaleOf(request))(`server.errors.${text}`);

/** A new context id for an error answer: set in its header here, for its body and the log by the caller. */
export function errorContextId(reply: FastifyReply): string {
  const contextId = randomUUID();
  reply.header(CONTEXT_ID_HEADER, contextId);
  return contextId;
}

/** What an error answers: its status, body and log line (a 5xx's cause logged beside its context id, a refusal at info). */
export function errorAnswer(error: FastifyError | HttpError | DatabaseUnavailableError, request: FastifyRequest, contextId: string): { status: number; body: ErrorBody } {
  if (error instanceof DatabaseUnavailableError) {
    // Fails closed: nothing of the request was done, and the caller is told to come back.
    request.log.warn({ req: request, err: error.cause, contextId }, 'database unavailable');
    return { status: 503, body: { message: inCallersLanguage(request, error.kind), code: UNAVAILABLE_CODES[error.kind], contextId } };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  let body: ErrorBody;
  if (error instanceof HttpError) {
    const message = error.text ? inCallersLanguage(request, error.text) : error.message;
    body = { message, code: error.code, contextId, ...(error.field ? { errors: { [error.field]: message } } : {}) };
  } else if ('validation' in error && error.validation) {
    body = { message: `Invalid request: ${error.message}.`, code: 'VALIDATION_FAILED', contextId };
  } else if (status < 500) {
    const text = FASTIFY_CLIENT_ERRORS[error.code];
    body = { message: text ? inCallersLanguage(request, text) : error.message, code: error.code ?? 'BAD_REQUEST', contextId };
  } else {
    body = { message: inCallersLanguage(request, 'internal'), code: 'INTERNAL', contextId };
  }
  if (status >= 500) request.log.error({ req: request, err: error, contextId }, 'request failed');
  else request.log.info({ contextId, code: body.code, message: body.message }, 'request refused');
  return { status, body };
}

/**
 * Every error leaves as `{ message, code, contextId }`; the contextId is logged beside the cause and
 * the request it met (described by logRedaction.ts, so without its secrets), even at the default level.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DatabaseUnavailableError, request, reply) => {
    const { status, body } = errorAnswer(error, request, errorContextId(reply));
    if (error instanceof DatabaseUnavailableError) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    reply.status(status).send(body);
  });
}
