import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeOperations } from './describe-operations';
import { FACTS_KEY, operationFacts } from './operation-facts';

type Json = unknown;

/**
 * OpenAPI 3.0 ignores `nullable` on a schema without `type` (a nullable union: zod writes `{ nullable, anyOf }`),
 * so the null is moved into each branch that has a type. Everything else is copied as is.
 */
export function nullableInBranches(value: Json): Json {
  if (Array.isArray(value)) return value.map(nullableInBranches);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [key, nullableInBranches(child)] as const);
  const schema: Record<string, Json> = Object.fromEntries(entries);
  // A nullable enum must list null itself (OpenAPI 3.0.3): else validators refuse the null that `nullable` allows.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, Json>[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    const key = schema.anyOf ? 'anyOf' : 'oneOf';
    const { nullable: _nullable, ...rest } = schema;
    return { ...rest, [key]: branches.map((branch) => (branch.type === undefined ? branch : { ...branch, nullable: true })) };
  }
  return schema;
}

/**
 * Routes' schemas in the document's dialect (OpenAPI 3.0.3), with the facts of each route (access, CSRF, limits,
 * media types: operation-facts.ts) for describeOperations to complete the operation from.
 */
export const openapi30Transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const facts = operationFacts(input.route, input.schema as Record<string, unknown> | undefined);
  const described = { ...(nullableInBranches(schema) as typeof schema), [FACTS_KEY]: facts };
  return url.endsWith('*') ? wildcardAsPath(described, url) : { schema: described, url };
};

type Params = { properties?: Record<string, unknown>; required?: string[] };

/** A route's trailing wildcard (`/uploads/*`, parameter `*`) as the path template `/uploads/{path}`. */
function wildcardAsPath<S extends { params?: unknown }>(schema: S, url: string) {
  const declared = (schema.params ?? {}) as Params;
  const { '*': wildcard, ...others } = declared.properties ?? {};
  const params = { ...declared, properties: { ...others, path: wildcard ?? { type: 'string' } }, required: ['path'] };
  return { schema: { ...schema, params }, url: `${url.slice(0, -1)}:path` };
}

// The library writes components (schemas registered with an id, e.g. the recursive Comment) in JSON Schema 2020-12
// unless told otherwise: `type: ['string', 'null']`, which a 3.0 document may not contain.
const componentsTransform = createJsonSchemaTransformObject({ zodToJsonConfig: { target: 'openapi-3.0' } });

/** Components in the document's dialect (OpenAPI 3.0.3). */
export const openapi30TransformObject: SwaggerTransformObject = (input) =>
  describeOperations(nullableInBranches(componentsTransform(input)) as Record<string, unknown>) as ReturnType<SwaggerTransformObject>;
