import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PublicUser, Role, UserStatus } from '@prestigio/contracts';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'full_name', type: 'text', nullable: true })
  fullName: string | null;

  /** Digits with the country code (525512345678); public on the agent's listings. Optional. */
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** Stored lower-case; unique. */
  @Column({ type: 'text' })
  email: string;

  /** Unique ignoring case (index on lower(username)); kept as typed for display. */
  @Column({ type: 'text' })
  username: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'text' })
  role: Role;

  @Column({ type: 'text' })
  status: UserStatus;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ name: 'approved_by', type: 'uuid', nullable: true })
  approvedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The only shape of a user that leaves the service: never the hash. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    role: user.role,
    status: user.status,
    phone: user.phone,
    createdAt: user.createdAt.toISOString(),
  };
}
