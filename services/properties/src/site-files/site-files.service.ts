import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_ENV } from '@prestigio/nest-common';
import type { PropertiesEnv } from '../config/env.js';
import { PropertiesRepository } from '../properties/properties.repository.js';
import { robotsTxt, sitemapXml, SITEMAP_MAX_URLS } from './site-files.js';

/** robots.txt and sitemap.xml with the site's public address; the sitemap read from the catalogue each time. */
@Injectable()
export class SiteFilesService {
  constructor(
    private readonly repository: PropertiesRepository,
    @Inject(SERVICE_ENV) private readonly env: PropertiesEnv,
  ) {}

  async sitemap(): Promise<string> {
    return sitemapXml(this.env.PUBLIC_SITE_URL, await this.repository.publishedPages(SITEMAP_MAX_URLS));
  }

  robots(): string {
    return robotsTxt(this.env.PUBLIC_SITE_URL);
  }
}
