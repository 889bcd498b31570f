import { createHash } from 'node:crypto';
import {
  create,
  toBinary,
  toJsonString,
  type BinaryWriteOptions,
  type DescMessage,
  type JsonWriteOptions,
  type MessageShape,
} from '@bufbuild/protobuf';
import { createContextKey, type HandlerContext } from '@connectrpc/connect';
import type { Compression } from '@connectrpc/connect/protocol';

/** One form of an answer on the wire: its bytes as sent (compressed or not) and their ETag. */
export interface EncodedForm {
  bytes: Uint8Array;
  /** A strong validator of these bytes (RFC 9110 §8.8.3), made when first asked for. */
  etag: () => string;
}

/** How Connect writes messages, as the router was told (its defaults when not). */
export interface WriteOptions {
  binaryOptions?: Partial<BinaryWriteOptions>;
  jsonOptions?: Partial<JsonWriteOptions>;
}

/** The strong ETag of a body: over the bytes as sent, so one per representation. */
export const etagOf = (bytes: Uint8Array) =>
  `"${createHash('sha1').update(bytes).digest('base64url')}"`;

/**
 * An answer that is the same for every caller until its owner makes a new one (the leaderboard's
 * kept pages: ADR 0031), encoded once per form: binary or JSON, then each compression asked for,
 * each with its ETag. The message is frozen: its bytes stay true.
 */
export class EncodedAnswer<Desc extends DescMessage> {
  readonly message: MessageShape<Desc>;
  /** What the handler gives Connect when the layer writes the bytes: the empty message. */
  readonly placeholder: MessageShape<Desc>;
  private readonly forms = new Map<string, Promise<EncodedForm>>();

  constructor(
    readonly schema: Desc,
    message: MessageShape<Desc>,
  ) {
    this.message = message;
    this.placeholder = create(schema);
    Object.freeze(message);
    Object.freeze(this.placeholder);
  }

  /** The answer's bytes in one form, encoded and compressed the first time it is asked for. */
  form(binary: boolean, compression: Compression | undefined, options: WriteOptions) {
    const key = `${binary ? 'proto' : 'json'}:${compression?.name ?? 'identity'}`;
    let form = this.forms.get(key);
    if (!form) {
      form = this.encode(binary, compression, options);
      this.forms.set(key, form);
    }
    return form;
  }

  private async encode(
    binary: boolean,
    compression: Compression | undefined,
    options: WriteOptions,
  ): Promise<EncodedForm> {
    const plain = binary
      ? toBinary(this.schema, this.message, options.binaryOptions)
      : new TextEncoder().encode(toJsonString(this.schema, this.message, options.jsonOptions));
    const bytes = compression ? await compression.compress(plain) : plain;
    let etag: string | undefined;
    return { bytes, etag: () => (etag ??= etagOf(bytes)) };
  }
}

/** Where a handler leaves an encoded answer for the layer that writes it (connect-plugin). */
export interface AnswerSlot {
  answer?: EncodedAnswer<DescMessage>;
}

/** Set by the Connect plugin on the calls whose whole answer it writes itself. */
export const answerSlotKey = createContextKey<AnswerSlot | undefined>(undefined, {
  description: 'earshot: an answer encoded once',
});

/**
 * The handler's answer: when the layer writes this call's answer (Connect's unary protocol
 * on the Fastify plugin), the encoded bytes, and Connect gets the empty message to serialize;
 * anywhere else (gRPC, gRPC-Web), the message itself, serialized by Connect as any other.
 */
export function answerEncoded<Desc extends DescMessage>(
  ctx: HandlerContext,
  answer: EncodedAnswer<Desc>,
): MessageShape<Desc> {
  const slot = ctx.values.get(answerSlotKey);
  if (!slot) return answer.message;
  slot.answer = answer;
  return answer.placeholder;
}
