import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
type MediaTypes = Record<string, { schema?: Json }>;
type Responses = Record<string, { content?: MediaTypes }>;
type Document = { paths: Record<string, Record<string, { responses: Responses }>> };

/** One answer of the API, recorded for the validator: which operation (method and path template) and what came back. */
export interface RecordedCall {
  operation: string;
  kind: 'valid' | 'invalid';
  status: number;
  contentType: string | undefined;
  body: string;
  /** Sent as HEAD to the GET `operation` (the document says every GET answers HEAD): its answer has no body. */
  head?: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** OpenAPI 3.0's draft-4 `exclusiveMinimum: true` (beside `minimum`) as JSON Schema's number form, which Ajv reads. */
function exclusiveBoundsAsNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(exclusiveBoundsAsNumbers);
  if (!value || typeof value !== 'object') return value;
  const schema: Json = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, exclusiveBoundsAsNumbers(child)]));
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive]) schema[exclusive] = schema[bound];
    else delete schema[exclusive];
    if (schema[exclusive] !== undefined) delete schema[bound];
  }
  return schema;
}
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks recorded answers against the served document with Ajv over the document's own schemas (OpenAPI 3.0's
 * `nullable` is an Ajv keyword): the status is listed, the media type is one the answer lists (none for a 204),
 * and a JSON body matches its schema.
 */
export function responseValidator(document: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(exclusiveBoundsAsNumbers(document) as object, 'document');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (path: string) => {
    if (!compiled.has(path)) compiled.set(path, ajv.compile({ $ref: `document#/${path}` }));
    return compiled.get(path)!;
  };

  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

  function violations(call: RecordedCall): string[] {
    const [method, path] = call.operation.split(' ');
    const operation = document.paths[path]?.[method.toLowerCase()];
    const at = `${call.operation} → ${call.status}`;
    if (!operation) return [`${call.operation}: not in the document`];
    const response = operation.responses[String(call.status)] ?? operation.responses[`${String(call.status)[0]}XX`];
    if (!response) return [`${at}: status not documented`];
    const problems: string[] = [];
    if (call.kind === 'valid' && (call.status < 200 || call.status > 299))
      problems.push(`${at}: a valid call failed: ${call.body.slice(0, 200)}`);
    if (call.kind === 'invalid' && (call.status < 400 || call.status > 499)) problems.push(`${at}: an invalid call was not refused`);
    const media = call.contentType?.split(';')[0].trim();
    if (call.head && call.body.length > 0) problems.push(`${at}: HEAD answered ${call.body.length} bytes of body`);
    if (!response.content) {
      if (call.body.length > 0) problems.push(`${at}: documented without content, answered ${call.body.length} bytes`);
      return problems;
    }
    if (!media || !response.content[media])
      return [...problems, `${at}: answered ${media}, documented ${Object.keys(response.content).join(', ')}`];
    if (media !== 'application/json' || call.head) return problems;
    const validate = validatorAt(
      pointer('paths', path, method.toLowerCase(), 'responses', String(call.status), 'content', media, 'schema'),
    );
    if (!validate(JSON.parse(call.body))) {
      problems.push(`${at}: body does not match: ${ajv.errorsText(validate.errors)}`);
    }
    return problems;
  }

  /** Operations of the document with no valid (2xx) call, no invalid (4xx) one, or (a GET) no valid HEAD call. */
  function unexercised(calls: RecordedCall[]): string[] {
    const done = (kind: RecordedCall['kind'], operation: string, head = false) =>
      calls.some((call) => call.kind === kind && call.operation === operation && Boolean(call.head) === head);
    return operations.flatMap((operation) => [
      ...(done('valid', operation) ? [] : [`${operation}: no valid call`]),
      ...(done('invalid', operation) ? [] : [`${operation}: no invalid call`]),
      ...(!operation.startsWith('GET ') || done('valid', operation, true) ? [] : [`${operation}: no valid HEAD call`]),
    ]);
  }

  return { operations, violations, unexercised };
}
