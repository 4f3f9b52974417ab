import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A 4xx the route chose on purpose; the message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Authentication credentials were not provided.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** Every error leaves as JSON `{detail, errors?}` with a proper status; never a stack trace. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ detail: error.message, ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const where = `${error.validationContext ?? 'body'}${(issue.instancePath || '').replace(/\//g, '.')}`;
          (errors[where] ??= []).push(issue.message ?? 'Invalid value');
        }
        const summary = Object.entries(errors)
          .map(([field, messages]) => `${field}: ${messages[0]}`)
          .join('; ');
        return reply.status(400).send({ detail: `Invalid input: ${summary}`, errors });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send({ detail: status === 500 ? 'Internal server error' : error.message });
    });
  },
  { name: 'errors' },
);

export default errorsPlugin;
