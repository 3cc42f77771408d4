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
        'need the `x-csrf-token` header (GET /api/csrf-token).\n\n' +
        'Sources and attributions: travel advice from the U.S. Department of State (public domain), the UK FCDO ' +
        '(contains public sector information licensed under the Open Government Licence v3.0), the Government of ' +
        'Canada (Open Government Licence – Canada), Australia’s Smartraveller (CC BY 4.0) and Ireland’s Department ' +
        'of Foreign Affairs; each record carries its own source URL, dates and licence. Cities and their names: ' +
        'GeoNames (https://www.geonames.org/, CC BY 4.0).',
    )
    .setVersion('0.1.0')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // Every class-validator class is in the storage, the server's own configuration too: only the
  // contracts belong in a public document.
  const { AppConfig: _configuration, ...schemas } = validationMetadatasToSchemas({
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: '#/components/schemas/',
  });
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...schemas },
  } as typeof document.components;
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
}
