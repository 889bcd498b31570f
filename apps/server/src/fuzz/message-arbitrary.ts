import fc from 'fast-check';
import { ScalarType, type DescEnum, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { anyJson, edgyInt64, edgyInteger, hostileString, objectShaped } from './hostile';

const MAX_DEPTH = 3;

function scalar(type: ScalarType): fc.Arbitrary<unknown> {
  switch (type) {
    case ScalarType.STRING:
      return fc.oneof(
        { weight: 9, arbitrary: hostileString },
        { weight: 1, arbitrary: objectShaped },
      );
    case ScalarType.BOOL:
      return fc.boolean();
    case ScalarType.BYTES:
      return fc.uint8Array({ maxLength: 48 }).map((b) => Buffer.from(b).toString('base64'));
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom('NaN', 'Infinity', '-Infinity', 1e308, -0),
      );
    case ScalarType.INT64:
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return edgyInt64;
    case ScalarType.INT32:
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
      return edgyInteger;
  }
}

function enumValue(desc: DescEnum): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...desc.values.map((v) => v.name)),
    fc.constantFrom(...desc.values.map((v) => v.number)),
    fc.integer({ min: -2, max: 40 }),
  );
}

function single(
  kind: 'scalar' | 'enum' | 'message',
  field: { scalar?: ScalarType; enum?: DescEnum; message?: DescMessage },
  depth: number,
): fc.Arbitrary<unknown> {
  if (kind === 'enum' && field.enum) return enumValue(field.enum);
  if (kind === 'message' && field.message) return jsonOf(field.message, depth + 1);
  return scalar(field.scalar ?? ScalarType.STRING);
}

function fieldValue(field: DescField, depth: number): fc.Arbitrary<unknown> {
  switch (field.fieldKind) {
    case 'scalar':
      return scalar(field.scalar);
    case 'enum':
      return enumValue(field.enum);
    case 'message':
      return jsonOf(field.message, depth + 1);
    case 'list':
      return fc.array(single(field.listKind, field, depth), { maxLength: 6 });
    case 'map':
      return fc.dictionary(scalar(field.mapKey).map(String), single(field.mapKind, field, depth), {
        maxKeys: 4,
      });
  }
}

const WELL_KNOWN: Record<string, fc.Arbitrary<unknown>> = {
  'google.protobuf.Timestamp': fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    hostileString,
  ),
  'google.protobuf.Duration': fc.oneof(fc.constantFrom('1s', '-5s', '1.5s'), hostileString),
};

/**
 * A request as JSON, shaped by its message: any subset of its fields, each of the right type
 * with hostile values, now and then the wrong type altogether.
 */
export function jsonOf(desc: DescMessage, depth = 0): fc.Arbitrary<unknown> {
  const wellKnown = WELL_KNOWN[desc.typeName];
  if (wellKnown) return wellKnown;
  if (depth > MAX_DEPTH) return fc.constant({});
  const shape = Object.fromEntries(
    desc.fields.map((f) => [
      f.jsonName,
      fc.oneof({ weight: 9, arbitrary: fieldValue(f, depth) }, { weight: 1, arbitrary: anyJson }),
    ]),
  );
  return fc.record(shape, { requiredKeys: [] });
}
