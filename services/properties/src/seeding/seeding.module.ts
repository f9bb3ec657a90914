import { Module } from '@nestjs/common';
import { DemoPropertiesSeeder } from './demo-properties.seeder.js';

/** The demo properties loaded at start with SEED_DEMO_DATA; the benchmark's generator is a tool (tools/seed). */
@Module({ providers: [DemoPropertiesSeeder] })
export class SeedingModule {}
