import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import {
  type ChatPlannerResponse,
  chatConversationResponseSchema,
  chatPlannerBodySchema,
  chatPlannerResponseSchema,
  PLANNER_ERROR_REPLY,
  type PlannerStreamDelta,
  type PlannerStreamError,
} from '#shared/contracts/planner.ts';
import { AppError } from '../../lib/errors/app-errors.ts';
import { requireUser } from '../../plugins/session.ts';
import type { PlannerService } from './planner.service.ts';

type StreamEvent =
  | { event: 'delta'; data: PlannerStreamDelta }
  | { event: 'done'; data: ChatPlannerResponse }
  | { event: 'error'; data: PlannerStreamError };

export const plannerRoutes: FastifyPluginAsyncZod<{ service: PlannerService }> = async (app, { service }) => {
  app.post(
    '/chat-planner',
    {
      // A turn may create an event (and its poster): a retried Idempotency-Key answers the first
      // turn's reply and neither adds the message again nor creates a second event.
      config: { idempotency: true },
      schema: {
        body: chatPlannerBodySchema,
        response: { 200: chatPlannerResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.send(requireUser(request), request.body.message, request.ip),
  );

  // The same turn, streamed as server-sent events. The response starts with the first text, so a
  // turn refused before any (sign-in, input, rate limit, provider failure) answers plain JSON.
  app.post(
    '/chat-planner/stream',
    {
      schema: {
        description:
          'The planner turn as text/event-stream: `delta` events `{ text }`, then `done` with the whole answer, or `error` `{ status, message }`.',
        body: chatPlannerBodySchema,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const abort = new AbortController();
      // The person left: stop asking the provider; the turn then fails and writes nothing.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      let isStarted = false;
      const write = ({ event, data }: StreamEvent) => {
        if (!isStarted) {
          isStarted = true;
          reply.hijack();
          // The headers other plugins set (security, session) go out with the stream's own.
          for (const [name, value] of Object.entries(reply.getHeaders())) {
            if (value !== undefined) reply.raw.setHeader(name, value);
          }
          reply.raw.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            'x-accel-buffering': 'no',
          });
        }
        reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      try {
        const response = await service.send(user, request.body.message, request.ip, {
          onText: (text) => write({ event: 'delta', data: { text } }),
          signal: abort.signal,
        });
        write({ event: 'done', data: chatPlannerResponseSchema.parse(response) });
      } catch (err) {
        if (!isStarted) throw err;
        if (!(err instanceof AppError)) request.log.error({ err }, 'planner turn failed while streaming');
        write({
          event: 'error',
          data:
            err instanceof AppError
              ? { status: err.statusCode, message: err.message }
              : { status: 500, message: PLANNER_ERROR_REPLY },
        });
      }
      reply.raw.end();
      return reply;
    },
  );

  app.get(
    '/chat-planner',
    { schema: { response: { 200: chatConversationResponseSchema, ...errorResponses } } },
    async (request) => service.conversation(requireUser(request)),
  );

  app.delete(
    '/chat-planner',
    { schema: { response: { 200: okResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.reset(requireUser(request));
      return { ok: true as const };
    },
  );
};
