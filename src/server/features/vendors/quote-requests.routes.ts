import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/contracts/common.ts';
import {
  createQuoteRequestBodySchema,
  declineQuoteRequestBodySchema,
  listQuoteRequestsQuerySchema,
  quoteRequestIdParamSchema,
  quoteRequestListResponseSchema,
  quoteRequestSchema,
  replyQuoteRequestBodySchema,
  vendorIdParamSchema,
} from '#shared/contracts/vendors.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import { markCreated } from '../../plugins/idempotency.ts';
import { requireUser } from '../../plugins/session.ts';
import type { QuoteRequestsService } from './quote-requests.service.ts';

type Options = { quotes: QuoteRequestsService; site: SiteOrigin };

// Sign-in is checked before the body, so a guest hears 401 whatever they sent.
const signedIn = {
  onRequest: async (request: Parameters<typeof requireUser>[0]) => void requireUser(request),
};
const listResponse = { 200: quoteRequestListResponseSchema, ...errorResponses };

export const quoteRequestsRoutes: FastifyPluginAsyncZod<Options> = async (app, { quotes, site }) => {
  app.post(
    '/vendors/:id/quote-requests',
    {
      schema: {
        params: vendorIdParamSchema,
        body: createQuoteRequestBodySchema,
        response: { 201: quoteRequestSchema, ...errorResponses },
      },
      config: { idempotency: { replayCreated: (id) => quotes.getCreated(id) } },
      ...signedIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await quotes.create(
            requireUser(request),
            request.params.id,
            request.body,
            { siteUrl: siteUrlOf(request, site) },
            markCreated(request),
          ),
        ),
  );

  app.get(
    '/vendors/:id/quote-requests',
    {
      schema: {
        params: vendorIdParamSchema,
        querystring: listQuoteRequestsQuerySchema,
        response: listResponse,
      },
      ...signedIn,
    },
    async (request) =>
      quotes.listForVendor(
        requireUser(request),
        request.params.id,
        request.query.limit,
        request.query.offset,
      ),
  );

  app.get(
    '/quote-requests/received',
    { schema: { querystring: listQuoteRequestsQuerySchema, response: listResponse }, ...signedIn },
    async (request) => quotes.listReceived(requireUser(request), request.query.limit, request.query.offset),
  );

  app.get(
    '/quote-requests/sent',
    { schema: { querystring: listQuoteRequestsQuerySchema, response: listResponse }, ...signedIn },
    async (request) => quotes.listSent(requireUser(request), request.query.limit, request.query.offset),
  );

  app.post(
    '/quote-requests/:id/reply',
    {
      schema: {
        params: quoteRequestIdParamSchema,
        body: replyQuoteRequestBodySchema,
        response: { 200: quoteRequestSchema, ...errorResponses },
      },
      ...signedIn,
    },
    async (request) =>
      quotes.reply(requireUser(request), request.params.id, request.body, {
        siteUrl: siteUrlOf(request, site),
      }),
  );

  app.post(
    '/quote-requests/:id/decline',
    {
      schema: {
        params: quoteRequestIdParamSchema,
        body: declineQuoteRequestBodySchema,
        response: { 200: quoteRequestSchema, ...errorResponses },
      },
      ...signedIn,
    },
    async (request) =>
      quotes.decline(requireUser(request), request.params.id, request.body, {
        siteUrl: siteUrlOf(request, site),
      }),
  );
};
