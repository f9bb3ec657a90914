import type { SavedSearchCriteria, SavedSearchFrequency, SavedSearchStatus } from '@prestigio/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LocationTerm } from '@prestigio/contracts';
import { Consent } from '../intake/consent.js';

const numberColumn = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/**
 * A visitor's saved search: the criteria as saved (what the owner sees) and, beside them, the same criteria as the
 * columns alerts are matched on (savedSearchMatchColumns), with the consent given when it was saved.
 */
@Entity({ name: 'saved_searches' })
export class SavedSearch {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Lower-case; the address the alerts go to and the client it belongs to. */
  @Column({ type: 'text' })
  email: string;

  /** The client with that e-mail, once the search is confirmed (an inquiry is recorded then). */
  @Column({ name: 'lead_id', type: 'uuid', nullable: true })
  leadId: string | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'jsonb' })
  criteria: SavedSearchCriteria;

  @Column({ type: 'text' })
  frequency: SavedSearchFrequency;

  @Column({ type: 'text' })
  status: SavedSearchStatus;

  @Column({ name: 'match_key', type: 'text' })
  matchKey: string;

  @Column({ name: 'min_price', type: 'bigint', transformer: numberColumn })
  minPrice: number;

  @Column({ name: 'max_price', type: 'bigint', transformer: numberColumn })
  maxPrice: number;

  @Column({ name: 'min_bedrooms', type: 'smallint' })
  minBedrooms: number;

  @Column({ name: 'min_bathrooms', type: 'smallint' })
  minBathrooms: number;

  @Column({ name: 'min_parking_spaces', type: 'smallint' })
  minParkingSpaces: number;

  @Column({ name: 'min_area', type: 'numeric', transformer: numberColumn })
  minArea: number;

  @Column({ name: 'max_area', type: 'numeric', nullable: true, transformer: numberColumn })
  maxArea: number | null;

  @Column({ name: 'needs_garden', type: 'boolean' })
  needsGarden: boolean;

  @Column({ name: 'location_terms', type: 'jsonb', nullable: true })
  locationTerms: LocationTerm[] | null;

  @Column({ name: 'place_key', type: 'text', nullable: true })
  placeKey: string | null;

  @Column(() => Consent, { prefix: false })
  consent: Consent;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'status_changed_at', type: 'timestamptz' })
  statusChangedAt: Date;
}
