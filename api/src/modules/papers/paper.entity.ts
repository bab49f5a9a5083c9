import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { TitledRow } from '../../db/row';
import { PaperType } from './paper-type';
import { Cacheable } from '../../graphql/cacheable';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({ description: 'A past paper: a required PDF and an optional cover image.' })
@Entity('papers')
@Scope('read:courses')
export class Paper extends TitledRow {
  @Cacheable()
  @Field(() => PaperType)
  @Column({ type: 'varchar' })
  paperType: PaperType;

  // Exposed as `pdf` and `image` (StoredFile) by the resolver.
  @Column({ type: 'uuid' })
  pdfFileId: string;

  @Column({ type: 'uuid', nullable: true })
  imageFileId: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
