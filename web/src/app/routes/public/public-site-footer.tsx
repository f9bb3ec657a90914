import { SiteFooter } from '../../../components/layouts/public-site/site-footer';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';

/** The public site's footer with the newsletter form, a feature, which the shared frame only leaves room for. */
export function PublicSiteFooter() {
  return <SiteFooter newsletter={<NewsletterForm />} />;
}
