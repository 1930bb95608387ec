import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DELIVERY_WEBHOOK, OPERATION_TAGS } from '@souscription/contract';

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

/** The names of the component schemas referenced (`$ref`) anywhere in a value. */
function collectSchemaRefs(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectSchemaRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const name = key === '$ref' && typeof child === 'string' ? SCHEMA_REF.exec(child)?.[1] : undefined;
      if (name) into.add(decodeURIComponent(name));
      else collectSchemaRefs(child, into);
    }
  }
  return into;
}

type TOpenApiDocument = { components?: { schemas?: Record<string, unknown> } } & Record<string, unknown>;

/**
 * Keeps the component schemas the operations use, directly or through other components. The zod
 * provider writes each schema with an id twice, as answered and as sent (`…Input`); most are only
 * ever answered.
 */
export function pruneUnusedSchemas<T extends TOpenApiDocument>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const { components, ...rest } = document;
  const used = collectSchemaRefs({ ...rest, components: { ...components, schemas: undefined } }, new Set());
  for (let queue = [...used]; queue.length > 0;) {
    const found = collectSchemaRefs(schemas[queue.pop()!], new Set());
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}

/**
 * The zod provider's transform (schemas with an id, `.meta({ id })` in the contract, become
 * components referenced by $ref), without the components nothing references.
 */
export const transformOpenApiObject: SwaggerTransformObject = (input) =>
  pruneUnusedSchemas(
    jsonSchemaTransformObject(input) as TOpenApiDocument,
  ) as ReturnType<SwaggerTransformObject>;

/**
 * The document's parts that are not read from the routes: its server (relative: wherever the
 * document is read from, which is where the API answers, behind a proxy too) and its groups.
 */
export function describeOpenApiService() {
  return {
    servers: [{ url: '/', description: 'The server this description is served from' }],
    tags: Object.entries(OPERATION_TAGS).map(([name, description]) => ({ name, description })),
  };
}

type TResponses = Record<string, { headers?: unknown } | undefined>;

/**
 * The zod provider's route transform, keeping the headers an answer declares (`ETag`), which it
 * drops while it turns the answer's body schemas into JSON Schema.
 */
export const transformRouteSchema: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const declared = input.schema?.response as TResponses | undefined;
  const responses = (transformed.schema as { response?: TResponses } | undefined)?.response;
  for (const [status, answer] of Object.entries(declared ?? {})) {
    const target = responses?.[status];
    if (answer?.headers && target) target.headers = answer.headers;
  }
  return transformed;
};

/**
 * What the platform sends the back office (issue 35 point 6), as an OpenAPI 3.1 webhook: the body is
 * the contract's `DeliveryPayload` component, signed the Standard Webhooks way. The same JSON is what
 * the file drop writes (docs/operations.md).
 */
type TWebhooks = NonNullable<
  Extract<NonNullable<FastifyDynamicSwaggerOptions['openapi']>, { webhooks?: unknown }>['webhooks']
>;

export function describeDeliveryWebhook(): TWebhooks {
  const body = { $ref: `#/components/schemas/${DELIVERY_WEBHOOK.schemaId}` };
  const header = (description: string) => ({
    required: true,
    schema: { type: 'string' as const },
    description,
  });
  return {
    [DELIVERY_WEBHOOK.name]: {
      post: {
        operationId: DELIVERY_WEBHOOK.name,
        summary: 'A validated dossier version, delivered to the back office',
        description:
          'Posted to INTEGRATION_TARGET_URL once per validated dossier version, retried with backoff until ' +
          'a 2xx (the same id each time: drop repeats by it). `revision` and `changedItems` tell a ' +
          'correction of a dossier already delivered (revision ≥ 2) from a new one. Without a target URL ' +
          'the same body is written to `$DATA_DIR/integration/dossier-{dossierId}-{version}.json`.',
        parameters: [
          { in: 'header', name: 'webhook-id', ...header('The delivery id, `{dossierId}-{version}`.') },
          {
            in: 'header',
            name: 'webhook-timestamp',
            ...header('Seconds since the epoch when it was signed.'),
          },
          {
            in: 'header',
            name: 'webhook-signature',
            ...header('`v1,<base64 HMAC-SHA256>` per secret (current, then previous), space-separated.'),
          },
          { in: 'header', name: 'idempotency-key', ...header('The delivery id again.') },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: body } } },
        responses: {
          '2XX': { description: 'Received: the delivery is recorded as done.' },
          default: { description: 'Anything else: the delivery is tried again later (its reason kept).' },
        },
      },
    },
  };
}
