/** The OpenAPI document as tests read it: every documented operation with the facts sweeps need. */
import type { FastifyInstance } from 'fastify';

export interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  tags?: Array<{ name: string; description?: string }>;
  components?: Record<string, Record<string, unknown>>;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  path: string;
  operation: OpenApiOperation;
  secured: boolean;
  /** Fields of the JSON body, when it has one. */
  bodyFields: string[];
  queryNames: string[];
  pathNames: string[];
}

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  return (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        operation,
        secured: Array.isArray(operation.security) && operation.security.length > 0,
        bodyFields: Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
        queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        pathNames: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      };
    }),
  );
}
