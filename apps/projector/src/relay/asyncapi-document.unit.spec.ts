/**
 * The integration events' AsyncAPI document is their contract with partners: the generated document
 * must equal the committed `apps/projector/asyncapi.yaml` and be valid AsyncAPI 3. After a deliberate
 * change, `npm run asyncapi:write` rewrites the file, and the diff shows the change in review.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { createGenerator } from 'ts-json-schema-generator';
import { parse, stringify } from 'yaml';
import { asyncApiDocument, type PayloadSchemas } from './asyncapi-document';
import { ADVICE_MESSAGE_TYPES, ALERT_MESSAGE_TYPES, TOPICS } from './integration-events';

const COMMITTED = path.resolve(__dirname, '..', '..', 'asyncapi.yaml');

/** The payloads' JSON schemas, from the TypeScript interfaces the relay publishes. */
function payloadSchemas(): PayloadSchemas {
  const generator = createGenerator({
    path: path.join(__dirname, 'integration-events.ts'),
    tsconfig: path.resolve(__dirname, '..', '..', 'tsconfig.json'),
    skipTypeCheck: true,
    expose: 'none',
    topRef: false,
    additionalProperties: false,
  });
  const of = (type: keyof PayloadSchemas) => {
    const { $schema: _draft, ...schema } = generator.createSchema(type) as Record<string, unknown>;
    return schema;
  };
  return {
    AlertPayload: of('AlertPayload'),
    SafetyScorePayload: of('SafetyScorePayload'),
    AdvicePayload: of('AdvicePayload'),
  };
}

interface Message {
  readonly name: string;
  readonly payload: object;
  readonly examples: readonly { readonly headers: object; readonly payload: Record<string, unknown> }[];
}

/** A message's payload schema with the component schemas it refers to, as one schema. */
function withComponents(payload: object, schemas: Record<string, object>): object {
  return { ...payload, components: { schemas } };
}

describe('the AsyncAPI document of the integration events', () => {
  const document = asyncApiDocument(payloadSchemas());
  const text = stringify(document, { lineWidth: 0 });

  it('is the committed copy', () => {
    if (process.env.WRITE_ASYNCAPI === '1') writeFileSync(COMMITTED, text);
    expect(parse(readFileSync(COMMITTED, 'utf8'))).toEqual(parse(text));
  });

  it('is valid AsyncAPI 3, with every topic and every message type the relay publishes', async () => {
    const { document: parsed, diagnostics } = await new Parser().parse(text);
    expect(
      diagnostics
        .filter((diagnostic) => Number(diagnostic.severity) === Number(DiagnosticSeverity.Error))
        .map((diagnostic) => diagnostic.message),
    ).toEqual([]);
    expect(parsed).toBeDefined();
    expect(
      parsed!
        .channels()
        .all()
        .map((channel) => channel.address())
        .sort(),
    ).toEqual(Object.values(TOPICS).sort());
    const names = parsed!
      .allMessages()
      .all()
      .map((message) => message.name());
    expect(names.sort()).toEqual(
      [...Object.values(ALERT_MESSAGE_TYPES), 'safety-score.changed', ...Object.values(ADVICE_MESSAGE_TYPES)].sort(),
    );
  });

  it('gives every message an example its own headers and payload schemas accept', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const components = (
      document as { components: { schemas: Record<string, object>; messages: Record<string, Message> } }
    ).components;
    const messages = Object.values(components.messages);
    expect(messages).toHaveLength(9);
    for (const message of messages) {
      const [example] = message.examples;
      const payload = ajv.compile(withComponents(message.payload, components.schemas));
      const headers = ajv.compile(components.schemas.Headers!);
      expect({ message: message.name, payload: payload(example!.payload) ? [] : payload.errors }).toEqual({
        message: message.name,
        payload: [],
      });
      expect({ message: message.name, headers: headers(example!.headers) ? [] : headers.errors }).toEqual({
        message: message.name,
        headers: [],
      });
    }
    // And a wrong example is refused: the check can fail.
    const alert = components.messages.alertRaised!;
    const broken = { ...alert.examples[0]!.payload, data: { alertId: 5 } };
    expect(ajv.compile(withComponents(alert.payload, components.schemas))(broken)).toBe(false);
  });

  it('shows partners, in docs/INTEGRATION.md, the consumer the relay’s suite runs', () => {
    const root = path.resolve(__dirname, '..', '..', '..', '..');
    const consumer = readFileSync(path.join(root, 'docs', 'integration', 'consumer.mjs'), 'utf8');
    expect(readFileSync(path.join(root, 'docs', 'INTEGRATION.md'), 'utf8')).toContain(`\`\`\`js\n${consumer}\`\`\``);
    expect(consumer.trim().split('\n').length).toBeLessThanOrEqual(20);
  });
});
