import { GraphQLScalarType } from 'graphql';
import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';

/**
 * An upload argument as resolvers receive it: the file's promise in a holder.
 * TypeGraphQL awaits every argument before it calls a resolver, and a bare promise
 * would be awaited too: the cover image's part only starts once the PDF before it
 * has been read, which only the resolver does — a deadlock as soon as the PDF is
 * larger than the parser's buffers.
 */
export class UploadRef {
  constructor(readonly file: Promise<FileUpload>) {}
}

// graphql-upload-minimal's `Upload` scalar (same name, same checks), giving an UploadRef.
export const UploadScalar = new GraphQLScalarType<UploadRef, never>({
  name: 'Upload',
  description: GraphQLUpload.description,
  parseValue: (value) => new UploadRef(GraphQLUpload.parseValue(value) as Promise<FileUpload>),
  parseLiteral: (node) => GraphQLUpload.parseLiteral(node) as never,
  serialize: (value) => GraphQLUpload.serialize(value) as never,
});
