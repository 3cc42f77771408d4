/**
 * The OpenAPI document at `/api/docs`. Request schemas come from the contracts' class-validator
 * decorators (class-validator-jsonschema), so the documented rules are the enforced ones.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import '@safetrails/contracts/dto';

export function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('SafeTrails API')
    .setDescription(
      'Commands append events to the log; queries read the read models. Errors share one shape: ' +
        '`{ statusCode, error, message, errors?: [{ field, rule, message }], code? }`. State-changing requests ' +
        'need the `x-csrf-token` header (GET /api/csrf-token).',
    )
    .setVersion('0.1.0')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const schemas = validationMetadatasToSchemas({
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: '#/components/schemas/',
  });
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...schemas },
  } as typeof document.components;
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
}
