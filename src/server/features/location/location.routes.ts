import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, locationSchema } from '#shared/contracts/common.ts';
import { appConfigResponseSchema } from '#shared/contracts/config.ts';
import {
  geocodeQuerySchema,
  geocodeResponseSchema,
  placeSuggestionSchema,
  placeSuggestionsQuerySchema,
} from '#shared/contracts/location.ts';
import type { LocationService } from './location.service.ts';

export const locationRoutes: FastifyPluginAsyncZod<{ service: LocationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/location',
    { schema: { response: { 200: locationSchema, ...errorResponses } } },
    async (request) => service.currentLocation(request.ip),
  );

  app.get(
    '/geocode',
    {
      schema: {
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.geocode(request.query.q),
  );

  app.get(
    '/places/suggest',
    {
      schema: {
        querystring: placeSuggestionsQuerySchema,
        response: { 200: z.array(placeSuggestionSchema), ...errorResponses },
      },
    },
    async (request) => service.suggestPlaces(request.query.q),
  );

  app.get(
    '/config',
    { schema: { response: { 200: appConfigResponseSchema, ...errorResponses } } },
    async () => service.appConfig(),
  );
};
