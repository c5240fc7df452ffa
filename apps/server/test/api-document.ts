import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

export type ApiDocument = OpenAPIV3_1.Document;

/** One operation of the document, with its path as Fastify writes it (`:id`, not `{id}`). */
export interface DocumentedOperation {
  method: string;
  url: string;
  path: string;
  operation: OpenAPIV3_1.OperationObject;
}

export function operationsOf(doc: ApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      method,
      path,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      operation: operation as OpenAPIV3_1.OperationObject,
    })),
  );
}

/** Every route the app serves, as `METHOD /url`, read from its route tree (`printRoutes`): new routes count at once. */
export function routesOf(app: FastifyInstance): string[] {
  const prefixes = [''];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) return [];
      const depth = (match[1]?.length ?? 0) / 4;
      const url = `${prefixes[depth]}${match[2]}`;
      prefixes.splice(depth + 1, Infinity, url);
      return (match[3]?.split(', ') ?? []).map((method) => `${method} ${url}`);
    });
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks a real answer against the schema the document gives its status (or `default`): the reasons it fails, none
 * when it holds. A JSON Schema 2020-12 validator, as OpenAPI 3.1 schemas are that.
 */
export function answerChecker(doc: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'api');
  return (op: DocumentedOperation, status: number, contentType: string, body: string): string[] => {
    const key = String(status) in (op.operation.responses ?? {}) ? String(status) : 'default';
    const documented = op.operation.responses?.[key] as OpenAPIV3_1.ResponseObject | undefined;
    if (!documented || (status === 200 && key === 'default')) return [`${status} is not documented`];
    if (!documented.content) return [];
    if (!contentType.startsWith('application/json')) return [`${status} answered ${contentType}, not JSON`];
    const path = pointer('paths', op.path, op.method, 'responses', key, 'content', 'application/json', 'schema');
    const validate = ajv.getSchema(`api#/${path}`) ?? ajv.compile({ $ref: `api#/${path}` });
    if (validate(JSON.parse(body))) return [];
    return (validate.errors ?? []).map(
      (e) => `${status}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
    );
  };
}
