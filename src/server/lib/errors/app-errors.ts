import type { ErrorCode, FieldIssue } from '#shared/errors.ts';

/** A failure the caller can act on. Services throw these; one handler maps them to HTTP. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, issues?: FieldIssue[]) {
    super(400, 'VALIDATION_FAILED', message, issues);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'You need to sign in to do that.') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that.') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(entity: string, id?: string | number) {
    super(404, 'NOT_FOUND', id === undefined ? `${entity} not found` : `${entity} ${id} not found`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, issues?: FieldIssue[]) {
    super(409, 'CONFLICT', message, issues);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** The server cannot answer now (database unreachable, overloaded); the client may retry after a pause. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'SERVICE_UNAVAILABLE', message);
  }
}
