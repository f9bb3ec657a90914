import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Property } from './property.entity.js';

@Entity({ name: 'property_photos' })
export class PropertyPhoto {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  // One-way: nothing reads a property's photos through the property, so Property does not point back here.
  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  /** 0 is the main photo. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  url: string;

  @Column({ name: 'large_url', type: 'text' })
  largeUrl: string;

  @Column({ type: 'text' })
  alt: string;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  /** Folder of an uploaded photo's files under PHOTOS_DIR; null for external photos (seed catalogue). */
  @Column({ name: 'storage_key', type: 'text', nullable: true })
  storageKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
