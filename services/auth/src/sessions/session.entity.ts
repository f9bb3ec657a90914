import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 (`key`) is stored, so a copy of the table
 * does not let anyone sign in.
 */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  /** Absolute expiry, however active the session is. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;
}
