import { Injectable, Logger } from '@nestjs/common';
import { RpcSubjects, userProfileReplySchema } from '@prestigio/contracts';
import { NatsService } from '@prestigio/nest-common';
import { LRUCache } from 'lru-cache';
import { AssignmentService } from '../assignment/assignment.service.js';

const PROFILE_TIMEOUT_MS = 1_500;
/** After auth fails to answer, how long pages load without asking it again (no 1.5 s wait on every page). */
const RETRY_AFTER_MS = 10_000;

/**
 * The names of whoever wrote a client's timeline. The active agents come from the list assignment already keeps;
 * anyone else (an agent deactivated since) is asked of auth by id, which answers for every user, and remembered:
 * a former colleague's notes keep their author's name.
 */
@Injectable()
export class TimelineAuthors {
  private readonly logger = new Logger(TimelineAuthors.name);
  private readonly formerNames = new LRUCache<string, string>({ max: 2_000, ttl: 10 * 60_000 });
  private authSilentUntil = 0;

  constructor(
    private readonly agents: AssignmentService,
    private readonly nats: NatsService,
  ) {}

  /** Each id's display name (the full name, else the username); an id auth cannot name right now is left out. */
  async namesOf(actorIds: Iterable<string | null>): Promise<Map<string, string>> {
    const wanted = new Set([...actorIds].filter((id): id is string => id !== null));
    const names = new Map<string, string>();
    if (wanted.size === 0) return names;
    for (const agent of await this.agents.everyone()) if (wanted.has(agent.id)) names.set(agent.id, agent.fullName ?? agent.username);
    await Promise.all(
      [...wanted]
        .filter((id) => !names.has(id))
        .map(async (id) => {
          const name = this.formerNames.get(id) ?? (await this.askAuth(id));
          if (name === null) return;
          this.formerNames.set(id, name);
          names.set(id, name);
        }),
    );
    return names;
  }

  private async askAuth(userId: string): Promise<string | null> {
    if (Date.now() < this.authSilentUntil) return null;
    try {
      const profile = await this.nats.request(RpcSubjects.userProfile, { userId }, userProfileReplySchema, PROFILE_TIMEOUT_MS);
      return profile ? (profile.fullName ?? profile.username) : null;
    } catch (error) {
      this.logger.warn(`Could not name timeline author ${userId}: ${(error as Error).message}`);
      this.authSilentUntil = Date.now() + RETRY_AFTER_MS;
      return null;
    }
  }
}
