import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

@Injectable()
export class NewsletterRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores the subscription unless the address already has one (that one, and its original consent, stay as they
   * are). One statement, so two simultaneous subscriptions of the same address cannot collide. True if it is new.
   */
  async subscribeIfNew(subscription: Omit<NewsletterSubscription, 'createdAt'>): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscription)
      .values(subscription)
      .orIgnore()
      .returning(['email'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }
}
