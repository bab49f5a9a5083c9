import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../../db/row';
import { Cacheable } from '../../graphql/cacheable';

// Metadata only: the bytes live in file_chunks and are never loaded with this entity.
@ObjectType({ description: 'A stored file (a PDF or an image). Immutable: replacing a file makes a new one.' })
@Entity('stored_files')
export class StoredFile extends CreatedRow {
  @Cacheable()
  @Field({ description: 'The uploaded name, made safe; its extension matches the content.' })
  @Column()
  filename: string;

  @Cacheable()
  @Field({ description: 'Detected from the content, e.g. application/pdf or image/png.' })
  @Column()
  contentType: string;

  @Cacheable()
  @Field(() => Int, { description: 'Size in bytes.' })
  @Column({ type: 'integer' })
  size: number;

  // Hex SHA-256 of the content: the download's ETag.
  @Column({ type: 'char', length: 64 })
  sha256: string;
}
