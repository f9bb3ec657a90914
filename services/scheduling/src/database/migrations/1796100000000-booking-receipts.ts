import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The opaque id a call was booked with (the visitor's inquiry receipt, issue 23): the public answers and the manage
 * page show it instead of the client's id. Calls booked before it have none; they show their own id.
 */
export class BookingReceipts1796100000000 implements MigrationInterface {
  name = 'BookingReceipts1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE video_calls ADD COLUMN receipt_id uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE video_calls DROP COLUMN receipt_id`);
  }
}
