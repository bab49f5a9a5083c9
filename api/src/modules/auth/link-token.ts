import { createHash } from 'node:crypto';
import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A mailed link's token is kept only as its SHA-256 (hex): a leaked table opens no account. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The columns of a mailed one-time link (a password reset, a signup): its token's hash, expiry and use. */
export abstract class LinkTokenRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
