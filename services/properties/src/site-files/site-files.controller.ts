import { Controller, Get, Header } from '@nestjs/common';
import { SiteFilesService } from './site-files.service.js';

/** Crawlers' files, asked for at the site's root (/robots.txt, /sitemap.xml) and routed here by the gateway. */
@Controller('properties/site-files')
export class SiteFilesController {
  constructor(private readonly siteFiles: SiteFilesService) {}

  /** Read from the catalogue on every request: a listing published or withdrawn shows in the next crawl. */
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  sitemap(): Promise<string> {
    return this.siteFiles.sitemap();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.siteFiles.robots();
  }
}
