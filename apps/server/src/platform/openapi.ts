import swagger, { type SwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@ffe/shared/constants';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorAnswers, errorSchemas } from './openapi-errors';
import { callersOf, operationIdOf, summaryOf } from './openapi-naming';
import { demandOf, type RouteDemand } from './route-demands';

/** The security scheme's name in the document. */
const TOKEN = 'token';

type Hooks = Partial<Record<'onRequest' | 'preHandler', unknown>>;

/**
 * The hooks a route plugin added for all its routes (`app.addHook('onRequest', auth.requireMember)`), once the app is
 * ready: Fastify keeps them under a private symbol and lists them nowhere public, so this reads that; the API
 * document's test fails if it ever stops finding them.
 */
function pluginHooks(instance: FastifyInstance): Hooks {
  const key = Object.getOwnPropertySymbols(instance).find((symbol) => symbol.description === 'fastify.hooks');
  return key ? ((instance as unknown as Record<symbol, Hooks>)[key] ?? {}) : {};
}

/** What a route's sign-in and quota hooks, its plugin's and its own, demand of a caller. */
function demandsOf(instance: FastifyInstance, route: RouteOptions): RouteDemand[] {
  const inherited = pluginHooks(instance);
  const hooks = [inherited.onRequest, inherited.preHandler, route.onRequest, route.preHandler].flat();
  const demands = hooks.flatMap((hook) => demandOf(hook) ?? []);
  const rateLimited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  return rateLimited ? [...demands, { quota: true }] : demands;
}

/** A success answer no schema describes (a CSV file): `null` makes the document name it without a body. */
const NOT_JSON = { type: 'null', description: 'Done: a file, not JSON' };

type DocumentedSchema = FastifySchema & { response?: Record<string, unknown>; description?: string };

/** A route's part of the document: its zod schemas as JSON Schema, its name, summary, callers and error answers. */
function documented(method: string, url: string, schema: DocumentedSchema, demands: readonly RouteDemand[]) {
  const [signIn] = demands.flatMap((demand) => ('signIn' in demand ? [demand.signIn] : []));
  // An optional token is an empty requirement beside the token's.
  const security: Record<string, string[]>[] | undefined =
    signIn && (signIn === 'optional' ? [{}, { [TOKEN]: [] }] : [{ [TOKEN]: [] }]);
  const readsInput = Boolean(schema.body || schema.params || schema.querystring);
  const { 200: success, ...ownAnswers } = schema.response ?? {};
  return {
    ...schema,
    operationId: operationIdOf(method, url),
    summary: summaryOf(url),
    description: [schema.description, callersOf(demands)].filter(Boolean).join('\n\n'),
    ...(security ? { security } : {}),
    response: {
      200: success ? { description: 'Done', ...success } : NOT_JSON,
      ...errorAnswers({ method, url, readsInput, demands }),
      // The route's own answers for a status (health's 503) say more than the shared ones.
      ...ownAnswers,
    },
  };
}

/**
 * The OpenAPI 3.1 document at `/api/docs/json` (UI at `/api/docs`), written from the routes themselves: OpenAPI 3.1
 * because its schemas are JSON Schema 2020-12, which zod writes as such (a nullable field is `anyOf` with `null`).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const plugins = new WeakMap<object, FastifyInstance>();
  // Before any route: each route's options object is the one the document is written from, once the app is ready.
  app.addHook('onRoute', function remember(route) {
    plugins.set(route, this);
  });
  const options: SwaggerOptions = {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Fresh Flower Express API', version: APP_VERSION },
      components: {
        securitySchemes: {
          [TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The token from signing in, as `Authorization: <token>` (a `Bearer ` prefix is accepted too). ' +
              'A token near its end comes back renewed in `x-new-token` and `x-new-token-expired`.',
          },
        },
        schemas: errorSchemas,
      },
    },
    transform: (input) => {
      const converted = jsonSchemaTransform(input);
      const schema = (converted.schema ?? {}) as DocumentedSchema & { hide?: boolean };
      if (schema.hide) return converted;
      const { route } = input;
      const plugin = plugins.get(route);
      const demands = plugin ? demandsOf(plugin, route) : [];
      return { ...converted, schema: documented(String(route.method), input.url, schema, demands) };
    },
  };
  await app.register(swagger, options);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
